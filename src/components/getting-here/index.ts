export { default } from "./getting-here"
