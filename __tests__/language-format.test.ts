/** @jest-environment node */
import {
  describeOpenStatusIn,
  formatDateIn,
  formatHoursIn,
  formatNumberIn,
  formatPriceIn,
  formatTimeIn,
  groupHoursIn,
  weekdayIn,
  wordFor,
  writeFacts,
  type StatusPart,
} from "../src/lib/language-format"
import { fillText } from "../src/lib/language-page"
import { languageAlternates } from "../src/lib/language-alternates"
import { openStatus } from "../src/lib/open-now"
import { specWeek } from "./fixtures/hours"

/** Open now as read: its sentences filled in, one after the other. */
const openStatusTextIn = (parts: readonly StatusPart[]) =>
  parts.map(part => fillText(part.sentence, part.facts)).join(" · ")

/** Intl's text with its narrow and no-break spaces as plain ones, to compare with what a test writes. */
const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null

const sentences = {
  openNow: "open, closes {time}",
  closedNow: "closed",
  closedToday: "closed today",
  opensToday: "opens today {time}",
  opensTomorrow: "opens tomorrow {time}",
  opensOn: "opens {day} {time}",
}

describe("Intl for a language, as patients in Canada read it", () => {
  test("Western digits and the Gregorian calendar, whatever the language's default elsewhere", () => {
    // Marathi and Nepali default to Devanagari digits, Farsi to Persian digits and the Solar Hijri calendar.
    for (const language of ["mr", "ne", "fa", "ar", "ur", "hi", "pa", "bn"]) {
      expect(formatNumberIn(language, 60)).toBe("60")
      expect(formatDateIn(language, "2026-11-20")).toMatch(/2026/)
      expect(formatTimeIn(language, "19:00")).toMatch(/^\D*(7|19):00/)
    }
    expect(formatDateIn("fa", "2026-11-20")).toContain("20")
  })

  test("times and hours in the language's way: 12 hours in Punjabi and Hindi, 24 in Spanish", () => {
    expect(plain(formatTimeIn("pa", "19:00"))).toBe("7:00 PM")
    expect(plain(formatHoursIn("hi", "10:00", "19:00"))).toBe("10:00 am – 7:00 pm")
    expect(plain(formatHoursIn("es", "10:00", "19:00"))).toBe("10:00–19:00")
  })

  test("a fee in Canadian dollars, whole dollars without cents, cents when there are", () => {
    expect(plain(formatPriceIn("pa", 130))).toBe("CA$130")
    expect(plain(formatPriceIn("es", 130))).toBe("130 CAD")
    expect(plain(formatPriceIn("pt", 92.5))).toBe("CA$ 92,50")
  })

  test("weekdays named in the language, a run of days with the same hours as one row", () => {
    expect(weekdayIn("pa", "Monday")).toBe("ਸੋਮਵਾਰ")
    expect(weekdayIn("ur", "Sunday")).toBe("اتوار")
    expect(groupHoursIn("pt", specWeek).map(row => ({ ...row, hours: plain(row.hours) }))).toEqual([
      { days: "segunda-feira – sexta-feira", hours: "10:00 – 19:00" },
      { days: "sábado", hours: "09:00 – 14:00" },
      { days: "domingo", hours: null },
    ])
  })
})

describe("what the build writes for a page, and open now in the language's sentences from it", () => {
  const closure = [{ from: "2026-01-14", to: "2026-01-31", reason: "renovation" }]
  const written = writeFacts("es", { week: specWeek, special: closure, firstVisit: { price: 130, minutes: 60 } })
  const at = (iso: string, special = closure.slice(0, 0)) =>
    plain(openStatusTextIn(describeOpenStatusIn(openStatus(specWeek, new Date(iso), special), written, sentences)))

  test("the week, each time and weekday, the days after a closure in full, the first visit", () => {
    expect(written.hours.map(row => row.days)).toEqual(["lunes – viernes", "sábado", "domingo"])
    expect(written.times.map(time => time.of).sort()).toEqual(["09:00", "10:00", "14:00", "19:00"])
    expect(wordFor(written.weekdays, "Monday")).toBe("lunes")
    expect(wordFor(written.days, "2026-02-02")).toBe("lunes, 2 de febrero")
    expect(plain(written.firstVisit?.price ?? "")).toBe("130 CAD")
    expect(written.checkedOn).toBeNull()
  })

  test("open, with its closing time", () => {
    expect(at("2026-01-14T15:00:00Z")).toBe("open, closes 19:00") // Wednesday 10:00 in Toronto
  })

  test("closed, opening later today, tomorrow, or on a weekday named in the language", () => {
    expect(at("2026-01-14T14:59:00Z")).toBe("closed · opens today 10:00")
    expect(at("2026-01-15T00:00:00Z")).toBe("closed · opens tomorrow 10:00")
    expect(at("2026-01-17T19:00:00Z")).toBe("closed · opens lunes 10:00") // Saturday 14:00
  })

  test("closed today for a closure, its English reason left out, and a date beyond the week in full", () => {
    expect(at("2026-01-14T16:00:00Z", closure)).toBe("closed today · opens lunes, 2 de febrero 10:00")
  })
})

describe("what a page's head says of the pages in other languages", () => {
  test("each page, then English and the default, both the home page", () => {
    expect(languageAlternates([{ language: "pa", path: "/pa" }])).toEqual([
      { hrefLang: "pa", path: "/pa" },
      { hrefLang: "en", path: "/" },
      { hrefLang: "x-default", path: "/" },
    ])
  })
})
