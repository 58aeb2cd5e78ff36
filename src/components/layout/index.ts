export { default } from "./layout"
