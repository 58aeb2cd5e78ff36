export { default } from "./hours-list"
