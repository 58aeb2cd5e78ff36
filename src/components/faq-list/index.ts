export { default } from "./faq-list"
