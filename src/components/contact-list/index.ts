export { default } from "./contact-list"
