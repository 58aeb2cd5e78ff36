export { default } from "./icon"
