// The CMS's date widget, "isodate": the browser's own date field, whose value is the day picked or typed,
// year-month-day, however it was typed. Decap's datetime widget re-read the year at each key, so 12/04/2026 typed
// digit by digit was saved as 1906-12-04 (decaporg/decap-cms#7939); this one stores what the field shows. It says
// what is wrong in the build's words (src/lib/dates.ts): a day that does not exist, a year far off, a day outside
// the field's window (a closure's, a review's, a post's) with the day probably meant. Decap calls isValid before
// it saves, and getValidateValue for its "is required" check, which a half-typed or impossible day must not meet.
import type * as React from "react"
import { clinicDay } from "../../lib/calendar"
import { dateProblem, dateWindow, type DateWindowKind } from "../../lib/dates"

interface ImmutableField {
  get(key: string): unknown
}

export interface DateControlProps {
  value?: unknown
  field: ImmutableField
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  onChange: (value: string) => void
  parentIds?: string[]
}

/** The text a date field holds: a YAML date Decap read as a Date is the same day written year-month-day. */
export const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value : ""

/** What the widget says is wrong, with the field's label first, or undefined: the build's check on the same day. */
export function dateFieldProblem(
  value: string,
  field: ImmutableField,
  { badInput = false, today = clinicDay(new Date()) }: { badInput?: boolean; today?: string } = {},
): string | undefined {
  const label = String(field.get("label") ?? field.get("name"))
  if (badInput)
    return `${label} is not a day of the calendar (is it 30 or 31 February, or 31 of a 30-day month?): give a real date`
  if (value === "") return undefined
  const problem = dateProblem(
    value,
    today,
    field.get("window") as DateWindowKind | undefined,
    field.get("opened") as string | undefined,
  )
  return problem && `${label} ${problem}`
}

/** The window's first and last days, for the field's own calendar to open in. */
function bounds(field: ImmutableField, today: string) {
  const kind = field.get("window") as DateWindowKind | undefined
  if (!kind) return {}
  const { from, to } = dateWindow(kind, today, field.get("opened") as string | undefined)
  return { ...(from ? { min: from } : {}), ...(to ? { max: to } : {}) }
}

interface DateControl {
  props: DateControlProps
}

/**
 * The field holds something that is no day (02/30/2027), its value "" meanwhile. Read from the field itself when
 * Decap checks it: React calls no onChange when "" stays "", so a flag set there could be out of date.
 */
const badInput = (control: DateControl) =>
  (document.getElementById(control.props.forID) as HTMLInputElement | null)?.validity.badInput ?? false

/** Decap's control: made with its createClass, as a widget outside its bundle must be (no hooks, no JSX runtime). */
export function dateControl(h: typeof React.createElement, createClass: (spec: object) => React.ComponentType) {
  return createClass({
    isValid(this: DateControl) {
      const message = dateFieldProblem(dateText(this.props.value), this.props.field, { badInput: badInput(this) })
      return message ? { error: { type: "CUSTOM", parentIds: this.props.parentIds, message } } : true
    },
    getValidateValue(this: DateControl) {
      return badInput(this) ? "no day" : dateText(this.props.value)
    },
    render(this: DateControl) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, value } = this.props
      return h("input", {
        type: "date",
        id: forID,
        className: classNameWrapper,
        value: dateText(value),
        ...bounds(field, clinicDay(new Date())),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value),
      })
    },
  })
}
