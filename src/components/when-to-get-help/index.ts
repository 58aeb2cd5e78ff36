export { default, WHEN_TO_GET_HELP_ID } from "./when-to-get-help"
