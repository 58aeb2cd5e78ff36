export { default } from "./team-profile"
