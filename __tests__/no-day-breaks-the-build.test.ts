/** @jest-environment node */
// Nothing in content/ can turn a passing build into a failing one as the days go by: the build refuses only what is
// wrong on every day (STYLE.md). The shipped content is checked on every day of the next five years, with the
// clock itself set to that day, so a rule that reads the day from anywhere (a `new Date()` deep in a check) fails
// here too. What does change with the day, a closure or notice that has ended or a review that is due, is a warning.
import { addYears } from "../src/lib/dates"
import { clinicDay } from "../src/lib/calendar"
import { contentProblems, type FindImage } from "../src/node/content-check"
import { contentToCheck } from "../src/node/content"
import { contentWarnings } from "../src/node/validate-content"
import { contentDir } from "./support/content-dir"

// About 1,830 checks of the whole content, some 10 ms each in jest.
jest.setTimeout(240_000)

/** Every day from `first` to `last`, year-month-day. */
function* daysFrom(first: string, last: string) {
  for (let day = new Date(`${first}T12:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10)
    if (iso > last) return
    yield iso
  }
}

afterEach(() => jest.useRealTimers())

/** The content as the check takes it, each picture looked for on disk once: no day changes what is on disk. */
function contentOnce() {
  const content = contentToCheck(contentDir)
  const looks = new Map<string, ReturnType<FindImage>>()
  const findImage: FindImage = (file, value) => {
    const key = `${file.path}\n${value}`
    if (!looks.has(key)) looks.set(key, content.findImage(file, value))
    return looks.get(key)!
  }
  return { ...content, findImage }
}

test("the shipped content passes the build's check on every day of the next five years", () => {
  const today = clinicDay()
  const content = contentOnce()
  const failing: string[] = []
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate"] })
  for (const day of daysFrom(today, addYears(today, 5))) {
    // Noon in Toronto, so the clinic's day is `day` whatever the machine's time zone.
    jest.setSystemTime(new Date(`${day}T17:00:00Z`))
    const problems = contentProblems({ ...content, today: day })
    if (problems.length > 0) failing.push(`${day}: ${problems.join("; ")}`)
  }
  expect(failing).toEqual([])
})

test("what has ended by a later day is a warning then, not a problem", () => {
  const later = addYears(clinicDay(), 5)
  jest.useFakeTimers({ now: new Date(`${later}T17:00:00Z`), doNotFake: ["nextTick", "setImmediate"] })
  expect(contentProblems(contentToCheck(contentDir))).toEqual([])
  // The closures and notices of content/ have all ended five years on; each says so and leaves the pages.
  const ended = contentWarnings(contentDir, later).filter(line => / ended on \d{4}-\d{2}-\d{2}/.test(line))
  expect(ended.length).toBeGreaterThan(0)
  for (const line of ended)
    expect(line).toMatch(/\b(closures|notices)\[\d+\].*: ended on .*: the site no longer shows it/)
})
