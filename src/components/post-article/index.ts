export { default } from "./post-article"
