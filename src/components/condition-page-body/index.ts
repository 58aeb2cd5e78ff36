export { default } from "./condition-page-body"
