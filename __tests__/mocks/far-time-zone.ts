// Jest's global setup: every test runs on a clock 19 hours ahead of Toronto's (UTC+14), on another calendar day
// from the clinic's for most of the day, so code that reads the machine's own time zone where it means the clinic's
// fails here instead of passing on a computer set to Toronto. The workers Jest starts next inherit it.
export default function farTimeZone() {
  process.env.TZ = "Pacific/Kiritimati"
}
