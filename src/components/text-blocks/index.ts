export { default } from "./text-blocks"
