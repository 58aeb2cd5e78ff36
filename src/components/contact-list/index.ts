export { default } from "./contact-list"
export { default as PrivacyContact } from "./privacy-contact"
