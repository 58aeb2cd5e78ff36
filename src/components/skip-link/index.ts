export { default } from "./skip-link"
