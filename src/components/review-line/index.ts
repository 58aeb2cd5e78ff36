export { default } from "./review-line"
