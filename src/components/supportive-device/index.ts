export { default } from "./supportive-device"
