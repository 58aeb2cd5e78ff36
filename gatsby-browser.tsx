import "@fontsource-variable/source-sans-3/wght.css"
import "./src/styles/global.css"
export { wrapPageElement } from "./src/wrap-page-element"
