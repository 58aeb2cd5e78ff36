export { default } from "./book-assessment"
