export { default } from "./extra-page-body"
