// The contact form as plain data and functions: fields, validation, the states it moves through,
// and the call to the form provider. The component only wires these to the page.

export type ContactBy = "Email" | "Phone"

/** The payload the provider receives, in the product's field order. */
export interface ContactFields {
  name: string
  subject: string
  email: string
  phone: string
  message: string
  contactBy: ContactBy
}

export type RequiredField = "name" | "email" | "phone"
export type FieldErrors = Partial<Record<RequiredField, string>>

/** The product's messages for the form, word for word. */
export const MESSAGES = {
  nameRequired: "Full Name is required",
  emailRequired: "Email is required",
  phoneRequired: "Phone Number is required",
  sent: "Thank you! Your message has been sent.",
  rejected: "Something went wrong. Please try again.",
  failed: "Submission failed. Please check your network and try again.",
} as const

export const SEND_TIMEOUT_MS = 15_000

export const EMPTY_FIELDS: ContactFields = {
  name: "",
  subject: "",
  email: "",
  phone: "",
  message: "",
  contactBy: "Email",
}

/** Fields in the order they appear, so focus can go to the first one with an error. */
export const FIELD_ORDER: RequiredField[] = ["name", "email", "phone"]

/**
 * The product's rules: the name must have something besides spaces; email and phone must not be empty;
 * subject and message are optional; there are no format checks.
 */
export function validate(fields: ContactFields): FieldErrors {
  const errors: FieldErrors = {}
  if (fields.name.trim() === "") errors.name = MESSAGES.nameRequired
  if (fields.email === "") errors.email = MESSAGES.emailRequired
  if (fields.phone === "") errors.phone = MESSAGES.phoneRequired
  return errors
}

export const firstInvalidField = (errors: FieldErrors): RequiredField | undefined =>
  FIELD_ORDER.find(field => errors[field])

export interface FormState {
  status: "editing" | "sending" | "sent"
  fields: ContactFields
  /** Shown under the fields; recomputed at each submit, cleared only by a successful send */
  errors: FieldErrors
}

export const initialState: FormState = { status: "editing", fields: EMPTY_FIELDS, errors: {} }

export type FormEvent =
  | { type: "change"; field: keyof ContactFields; value: string }
  | { type: "found"; fields: ContactFields }
  /** `fields`: what the form's fields hold as it is sent, when the page may hold more than the state knows of yet */
  | { type: "submit"; honeypot?: string; fields?: ContactFields }
  | { type: "sendSucceeded" }
  | { type: "sendFailed" }

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "change":
      if (state.status !== "editing") return state
      return { ...state, fields: { ...state.fields, [event.field]: event.value } }
    case "found":
      return state.status === "editing" ? { ...state, fields: event.fields } : state
    case "submit": {
      if (state.status !== "editing") return state
      // A filled honeypot is a bot: it sees the thank-you, and nothing is sent.
      if (event.honeypot) return { status: "sent", fields: EMPTY_FIELDS, errors: {} }
      const fields = event.fields ?? state.fields
      const errors = validate(fields)
      return { fields, status: Object.keys(errors).length > 0 ? "editing" : "sending", errors }
    }
    case "sendSucceeded":
      return { status: "sent", fields: EMPTY_FIELDS, errors: {} }
    case "sendFailed":
      return { ...state, status: "editing" }
  }
}

/**
 * What the form's fields hold, read from the page: what the visitor typed, or the browser filled in, before the
 * page's scripts had run, which React's state does not know of yet; `contactBy` is the way of reply the visitor
 * chose, if they chose one, which the page noted (React sets the radio buttons back as it takes them over).
 */
export function fieldsFrom(data: FormData, contactBy?: string | null): ContactFields {
  const text = (name: keyof ContactFields) => {
    const value = data.get(name)
    return typeof value === "string" ? value : ""
  }
  return {
    name: text("name"),
    subject: text("subject"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    contactBy: (contactBy ?? text("contactBy")) === "Phone" ? "Phone" : "Email",
  }
}

export type SendResult = "sent" | "rejected" | "failed"

/**
 * POSTs the fields as JSON. "rejected" when the provider answers but not with success,
 * "failed" when there is no answer: network error, any exception, or no answer within the timeout.
 */
export async function sendContactMessage(
  endpoint: string,
  fields: ContactFields,
  { fetchImpl = fetch, timeoutMs = SEND_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<SendResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const { name, subject, email, phone, message, contactBy } = fields
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name, subject, email, phone, message, contactBy }),
      signal: controller.signal,
    })
    return response.ok ? "sent" : "rejected"
  } catch {
    return "failed"
  } finally {
    clearTimeout(timer)
  }
}
