export { default } from "./breadcrumbs"
