export { default } from "./featured-questions"
