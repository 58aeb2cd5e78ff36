export { default } from "./seo"
