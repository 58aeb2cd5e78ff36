export { default } from "./phone-link"
