export { default } from "./health-information"
