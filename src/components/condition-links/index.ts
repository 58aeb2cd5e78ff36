export { default } from "./condition-links"
