export { default } from "./page-sections"
