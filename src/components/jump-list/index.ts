export { default } from "./jump-list"
export type { JumpListItem } from "./jump-list"
