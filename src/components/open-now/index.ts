export { default } from "./open-now"
