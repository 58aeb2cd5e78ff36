export { default } from "./jump-list"
