export { default } from "./booking-actions"
