export { default } from "./medical-note"
