export { default } from "./condition-article-body"
