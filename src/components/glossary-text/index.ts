export { default } from "./glossary-text"
