export { default } from "./markdown"
