export { default } from "./clinic-claims"
