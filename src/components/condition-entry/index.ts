export { default } from "./condition-entry"
