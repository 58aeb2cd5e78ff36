export { default } from "./urgent-pointer"
