export { default } from "./condition-head"
