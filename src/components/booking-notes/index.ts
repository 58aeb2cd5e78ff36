export { default } from "./booking-notes"
