export { default } from "./icon"
export type { IconName } from "./icon"
