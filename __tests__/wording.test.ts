/** @jest-environment node */
import * as wording from "../src/lib/wording"

// The sentences said around a clinic fact, whole, as visitors read them.
test("opening status", () => {
  expect(wording.openClosesAt("7:00 PM")).toBe("Open now · closes at 7:00 PM")
  expect(wording.closedOpensAt(wording.closedNow, "today", "10:00 AM")).toBe("Closed now · opens today at 10:00 AM")
  expect(wording.closedOpensAt(wording.closedNow, "tomorrow", "9:00 AM")).toBe("Closed now · opens tomorrow at 9:00 AM")
  expect(wording.closedOpensAt(wording.closedNow, "Monday", "10:00 AM")).toBe("Closed now · opens Monday at 10:00 AM")
  expect(wording.closedNow).toBe("Closed now")
  expect(wording.closedOpensAt(wording.closedTodayFor("Christmas Day"), "Saturday", "9:00 AM")).toBe(
    "Closed today for Christmas Day · opens Saturday at 9:00 AM",
  )
  expect(wording.changedHours(null, "Christmas Day")).toBe("closed (Christmas Day)")
  expect(wording.changedHours("10:00 AM – 2:00 PM", "Christmas Eve")).toBe("10:00 AM – 2:00 PM (Christmas Eve)")
})

test("the call button", () => {
  expect(wording.callNumber("(905) 555-0123")).toBe("Call (905) 555-0123")
})

test("every word is said, with no stray spaces", () => {
  const texts = Object.values(wording).flatMap(value =>
    typeof value === "string" ? [value] : typeof value === "object" ? Object.values(value) : [],
  )
  expect(texts.length).toBeGreaterThan(40)
  for (const text of texts) expect(text).toMatch(/^\S(.*\S)?$/)
})
