// Dates in the previews as the site's queries write them with Gatsby's date formatting.

const formatted = (isoDate: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-US", { ...options, timeZone: "UTC" })
}

/** "2026-11-20", as date(formatString: "MMMM D, YYYY") writes it: "November 20, 2026" */
export const longDate = (isoDate: string) => formatted(isoDate, { year: "numeric", month: "long", day: "numeric" })

/** "2027-11-20", as date(formatString: "MMMM YYYY") writes it: "November 2027" */
export const monthAndYear = (isoDate: string) => formatted(isoDate, { year: "numeric", month: "long" })
