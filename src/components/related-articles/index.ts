export { default } from "./related-articles"
