export { default } from "./language-links"
