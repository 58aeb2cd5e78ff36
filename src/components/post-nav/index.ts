export { default } from "./post-nav"
