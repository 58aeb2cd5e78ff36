export { default } from "./condition-group-body"
