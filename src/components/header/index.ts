export { default } from "./header"
