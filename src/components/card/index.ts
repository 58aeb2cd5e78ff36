export { default } from "./card"
export { default as CardGrid } from "./card-grid"
