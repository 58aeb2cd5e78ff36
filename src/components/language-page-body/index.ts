export { default } from "./language-page-body"
export type { LanguagePageBodyProps } from "./language-page-body"
