export { default } from "./source-list"
