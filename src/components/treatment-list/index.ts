export { default, TreatmentName, TreatmentShortName } from "./treatment-list"
export type { Treatment } from "./treatment-list"
