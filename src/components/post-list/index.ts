export { default } from "./post-list"
