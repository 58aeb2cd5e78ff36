export { default } from "./picture"
