export { default } from "./pagination"
