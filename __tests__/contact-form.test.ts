/** @jest-environment node */
import {
  EMPTY_FIELDS,
  MESSAGES,
  firstInvalidField,
  formReducer,
  initialState,
  sendContactMessage,
  validate,
  type ContactFields,
  type FormState,
} from "../src/lib/contact-form"
import { filledMessage as filled } from "./fixtures/contact-message"

describe("validate", () => {
  test("the spec's three messages, word for word, for an empty form", () => {
    expect(validate(EMPTY_FIELDS)).toEqual({
      name: "Full Name is required",
      email: "Email is required",
      phone: "Phone Number is required",
    })
  })

  test("a name of only spaces counts as empty; a name with spaces around it is fine", () => {
    expect(validate({ ...filled, name: "   \t " }).name).toBe(MESSAGES.nameRequired)
    expect(validate({ ...filled, name: "  Jamie  " })).toEqual({})
  })

  test("subject and message are optional, and there is no format check on email or phone", () => {
    expect(validate({ ...filled, subject: "", message: "" })).toEqual({})
    expect(validate({ ...filled, email: "not-an-email", phone: "call me" })).toEqual({})
  })

  test("each required field is reported alone when it is the only one missing", () => {
    expect(validate({ ...filled, email: "" })).toEqual({ email: MESSAGES.emailRequired })
    expect(validate({ ...filled, phone: "" })).toEqual({ phone: MESSAGES.phoneRequired })
  })

  test("focus goes to the first invalid field in form order", () => {
    expect(firstInvalidField({ phone: "x", email: "y" })).toBe("email")
    expect(firstInvalidField({})).toBeUndefined()
  })
})

describe("formReducer", () => {
  const typed = (state: FormState, fields: Partial<ContactFields>) =>
    Object.entries(fields).reduce(
      (current, [field, value]) => formReducer(current, { type: "change", field: field as keyof ContactFields, value }),
      state,
    )

  test("starts empty, editing, with Email as the way to reply", () => {
    expect(initialState).toEqual({ status: "editing", fields: EMPTY_FIELDS, errors: {} })
    expect(initialState.fields.contactBy).toBe("Email")
  })

  test("a submit with missing fields stays editing with the errors, and sends nothing", () => {
    const state = formReducer(typed(initialState, { name: "Jamie" }), { type: "submit" })
    expect(state.status).toBe("editing")
    expect(state.errors).toEqual({ email: MESSAGES.emailRequired, phone: MESSAGES.phoneRequired })
    expect(state.fields.name).toBe("Jamie")
  })

  test("errors do not clear while typing; they are recomputed at the next submit", () => {
    let state = formReducer(initialState, { type: "submit" })
    state = typed(state, { name: "Jamie", email: "jamie@example.org" })
    expect(state.errors).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
    })
    state = formReducer(state, { type: "submit" })
    expect(state.errors).toEqual({ phone: MESSAGES.phoneRequired })
  })

  test("a valid submit moves to sending; typing and submitting again are ignored while sending", () => {
    let state = formReducer(typed(initialState, filled), { type: "submit" })
    expect(state).toEqual({ status: "sending", fields: filled, errors: {} })
    expect(formReducer(state, { type: "submit" })).toBe(state)
    expect(formReducer(state, { type: "change", field: "name", value: "X" })).toBe(state)
    state = formReducer(state, { type: "sendSucceeded" })
    expect(state).toEqual({ status: "sent", fields: EMPTY_FIELDS, errors: {} })
  })

  test("a successful send resets every field (contactBy back to Email) and clears errors", () => {
    let state = formReducer(initialState, { type: "submit" })
    state = formReducer(typed(state, filled), { type: "submit" })
    state = formReducer(state, { type: "sendSucceeded" })
    expect(state.fields).toEqual(EMPTY_FIELDS)
    expect(state.fields.contactBy).toBe("Email")
    expect(state.errors).toEqual({})
  })

  test("once sent, the form does not come back: further events change nothing", () => {
    const sent = formReducer(formReducer(typed(initialState, filled), { type: "submit" }), { type: "sendSucceeded" })
    expect(formReducer(sent, { type: "change", field: "name", value: "X" })).toBe(sent)
    expect(formReducer(sent, { type: "submit" })).toBe(sent)
  })

  test("a failed send returns to editing with everything the visitor typed", () => {
    const sending = formReducer(typed(initialState, filled), { type: "submit" })
    expect(formReducer(sending, { type: "sendFailed" })).toEqual({ status: "editing", fields: filled, errors: {} })
  })

  test("a filled honeypot goes straight to the thank-you without sending", () => {
    const state = formReducer(typed(initialState, filled), { type: "submit", honeypot: "http://spam.example" })
    expect(state.status).toBe("sent")
  })
})

describe("sendContactMessage", () => {
  const endpoint = "https://formspree.io/f/TEST"

  test("POSTs the six fields as JSON with JSON content type and accept headers", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response("{}", { status: 200 }))
    await expect(sendContactMessage(endpoint, filled, { fetchImpl })).resolves.toBe("sent")
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe(endpoint)
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" })
    expect(JSON.parse(init.body)).toEqual(filled)
  })

  test("a non-successful answer is 'rejected'", async () => {
    for (const status of [400, 422, 500, 503]) {
      const fetchImpl = jest.fn().mockResolvedValue(new Response("{}", { status }))
      await expect(sendContactMessage(endpoint, filled, { fetchImpl })).resolves.toBe("rejected")
    }
  })

  test("a network error or any exception is 'failed'", async () => {
    const offline = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(sendContactMessage(endpoint, filled, { fetchImpl: offline })).resolves.toBe("failed")
    const broken = jest.fn(() => {
      throw new Error("boom")
    })
    await expect(sendContactMessage(endpoint, filled, { fetchImpl: broken })).resolves.toBe("failed")
  })

  test("no answer within 15 s is 'failed', and the request is aborted", async () => {
    jest.useFakeTimers()
    let signal: AbortSignal | undefined
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))
        }),
    )
    let result: string | undefined
    const pending = sendContactMessage(endpoint, filled, { fetchImpl: hanging as unknown as typeof fetch }).then(r => {
      result = r
    })
    await jest.advanceTimersByTimeAsync(14_999)
    expect(result).toBeUndefined()
    expect(signal?.aborted).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    await pending
    expect(result).toBe("failed")
    expect(signal?.aborted).toBe(true)
    jest.useRealTimers()
  })
})
