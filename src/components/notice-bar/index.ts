export { default } from "./notice-bar"
