export { default } from "./contact-form"
