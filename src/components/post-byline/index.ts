export { default } from "./post-byline"
