export { default } from "./glossary-list-section"
