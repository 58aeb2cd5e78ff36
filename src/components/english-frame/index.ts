export { default, PageLanguage, type FrameMarks } from "./english-frame"
