// date-holidays in the CMS's bundle: the holidays the build found for the years it asks for (HOLIDAYS_AS_BUILT,
// src/cms/preview-bundle.ts), in the shape src/node/holidays.ts reads. The library itself computes them with 1.4 MB
// of time zones and astronomy, which the editor does not need to run the content check.
declare const HOLIDAYS_AS_BUILT: Record<number, Array<{ date: string; name: string }>>

export default class Holidays {
  setHoliday() {
    return true
  }

  getHolidays(year: number) {
    const found = HOLIDAYS_AS_BUILT[year]
    if (!found) throw new Error(`Ontario's holidays of ${year} were not bundled (src/cms/preview-bundle.ts)`)
    return found
  }
}
