export { default } from "./email-link"
