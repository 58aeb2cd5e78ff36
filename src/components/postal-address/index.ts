export { default } from "./postal-address"
