export { default } from "./external-link"
