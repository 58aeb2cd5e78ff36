export { default, TreatmentShortName } from "./treatment-list"
