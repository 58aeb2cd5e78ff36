export { default } from "./fee-table"
