export { default } from "./split"
