export { default } from "./clinic-languages"
