export { BasicPage, PageHead } from "./basic-page"
