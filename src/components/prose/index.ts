export { default } from "./prose"
