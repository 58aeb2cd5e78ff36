export { default } from "./page-header"
