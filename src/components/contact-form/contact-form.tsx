import * as React from "react"
import {
  FIELD_ORDER,
  MESSAGES,
  fieldsFrom,
  firstInvalidField,
  formReducer,
  initialState,
  sendContactMessage,
  validate,
  type ContactBy,
  type ContactFields,
  type RequiredField,
} from "../../lib/contact-form"
import { CONTACT_BY_CHOSEN, SEND_PENDING } from "../../lib/early-controls"
import * as wording from "../../lib/wording"
import { useContactEndpoint } from "../../hooks/use-contact-endpoint"
import PrivacyNotice from "./privacy-notice"
import * as styles from "./contact-form.module.css"
import TextField from "./text-field"

type TextFieldName = Exclude<keyof ContactFields, "contactBy">

interface FieldSpec {
  name: TextFieldName
  type?: "email" | "tel"
  autoComplete: string
  multiline?: boolean
}

/** The text fields row by row, in the product's order; email and phone share a row on wider screens. */
const ROWS: FieldSpec[][] = [
  [{ name: "name", autoComplete: "name" }],
  [{ name: "subject", autoComplete: "off" }],
  [
    { name: "email", type: "email", autoComplete: "email" },
    { name: "phone", type: "tel", autoComplete: "tel" },
  ],
  [{ name: "message", autoComplete: "off", multiline: true }],
]

/** What the form's fields hold, with the way of reply the visitor chose (src/lib/early-controls.ts). */
const fieldsIn = (form: HTMLFormElement) => fieldsFrom(new FormData(form), form.getAttribute(CONTACT_BY_CHOSEN))

const isRequired = (name: TextFieldName): name is RequiredField => (FIELD_ORDER as readonly string[]).includes(name)

interface ContactFormProps {
  /** Prefix for element ids, so the form can appear twice on a site without clashes */
  id: string
  /** The id of the heading that names the form */
  headingId: string
}

/**
 * The question form. With JavaScript it validates, sends JSON and shows every state in place;
 * without it, it is a plain form post to the same provider. The page is readable, and its fields usable, before
 * React takes it over: what the visitor typed by then (or the browser filled in) is read from the fields as React
 * takes over, and a send the page's script held (src/lib/early-controls.ts) goes ahead then.
 */
const ContactForm = ({ id, headingId }: ContactFormProps) => {
  const endpoint = useContactEndpoint()
  const [state, dispatch] = React.useReducer(formReducer, initialState)
  const inFlight = React.useRef(false)
  const honeypot = React.useRef<HTMLInputElement>(null)
  const thanks = React.useRef<HTMLParagraphElement>(null)
  const form = React.useRef<HTMLFormElement>(null)

  // Sends what the fields hold as the visitor sends them: right after React takes the page over, they can hold more
  // than its state knows of yet.
  const send = async (target: HTMLFormElement) => {
    // A second click before the first send has finished must not send again.
    if (inFlight.current) return
    const fields = fieldsIn(target)
    const trap = honeypot.current?.value ?? ""
    dispatch({ type: "submit", honeypot: trap, fields })
    if (trap) return
    const invalid = firstInvalidField(validate(fields))
    if (invalid) {
      const input = target.elements.namedItem(invalid)
      if (input instanceof HTMLElement) input.focus()
      return
    }
    inFlight.current = true
    const result = await sendContactMessage(endpoint, fields)
    inFlight.current = false
    if (result === "sent") {
      dispatch({ type: "sendSucceeded" })
      return
    }
    dispatch({ type: "sendFailed" })
    window.alert(result === "rejected" ? MESSAGES.rejected : MESSAGES.failed)
  }

  // Once, as React takes the form over: the fields as the visitor left them, and their send if they asked for one.
  React.useEffect(() => {
    const target = form.current
    if (!target) return
    dispatch({ type: "found", fields: fieldsIn(target) })
    if (!target.hasAttribute(SEND_PENDING)) return
    target.removeAttribute(SEND_PENDING)
    void send(target)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` reads only refs, dispatch and the endpoint
  }, [])

  React.useEffect(() => {
    // Moving focus to the message makes screen readers announce it.
    if (state.status === "sent") thanks.current?.focus()
  }, [state.status])

  if (state.status === "sent") {
    return (
      <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
        {MESSAGES.sent}
      </p>
    )
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void send(event.currentTarget)
  }

  const change =
    (field: keyof typeof state.fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: "change", field, value: event.target.value })

  const sending = state.status === "sending"

  return (
    <form
      ref={form}
      className={styles.form}
      action={endpoint}
      method="POST"
      noValidate
      aria-labelledby={headingId}
      data-contact-form=""
      onSubmit={onSubmit}
    >
      <p className={styles.note}>{wording.requiredNote}</p>
      {ROWS.map(row => {
        const fields = row.map(({ name, ...spec }) => (
          <TextField
            key={name}
            {...spec}
            id={`${id}-${name}`}
            name={name}
            label={wording.fieldLabels[name]}
            required={isRequired(name)}
            error={isRequired(name) ? state.errors[name] : undefined}
            value={state.fields[name]}
            onChange={change(name)}
          />
        ))
        return row.length > 1 ? (
          <div key={row[0].name} className={styles.pair}>
            {fields}
          </div>
        ) : (
          fields
        )
      })}
      <fieldset className={styles.choice}>
        <legend>{wording.contactBy}</legend>
        {(Object.entries(wording.contactByOptions) as Array<[ContactBy, string]>).map(([value, label]) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name="contactBy"
              value={value}
              checked={state.fields.contactBy === value}
              onChange={change("contactBy")}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {/* Spam trap: hidden from people, filled in by bots. Not announced, not reachable by Tab. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-gotcha`}>{wording.spamTrap}</label>
        <input ref={honeypot} id={`${id}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <PrivacyNotice id={`${id}-privacy`} />
      <button type="submit" className={styles.submit} disabled={sending} aria-describedby={`${id}-privacy`}>
        {sending ? wording.sending : wording.sendMessage}
      </button>
    </form>
  )
}

export default ContactForm
