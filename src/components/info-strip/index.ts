export { default } from "./info-strip"
