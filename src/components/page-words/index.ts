export { default } from "./page-words"
