import * as React from "react"
import {
  MESSAGES,
  firstInvalidField,
  formReducer,
  initialState,
  sendContactMessage,
  validate,
  type ContactBy,
} from "../../lib/contact-form"
import { useContactEndpoint } from "../../hooks/use-contact-endpoint"
import { useSiteFacts } from "../../hooks/use-site-facts"
import * as styles from "./contact-form.module.css"
import TextField from "./text-field"

interface ContactFormProps {
  /** Prefix for element ids, so the form can appear twice on a site without clashes */
  id: string
  /** The id of the heading that names the form */
  headingId: string
}

/**
 * The question form. With JavaScript it validates, sends JSON and shows every state in place;
 * without it, it is a plain form post to the same provider.
 */
const ContactForm = ({ id, headingId }: ContactFormProps) => {
  const { site } = useSiteFacts()
  const labels = site.contactForm
  const endpoint = useContactEndpoint()
  const [state, dispatch] = React.useReducer(formReducer, initialState)
  const inFlight = React.useRef(false)
  const honeypot = React.useRef<HTMLInputElement>(null)
  const thanks = React.useRef<HTMLParagraphElement>(null)
  const nameInput = React.useRef<HTMLInputElement>(null)
  const emailInput = React.useRef<HTMLInputElement>(null)
  const phoneInput = React.useRef<HTMLInputElement>(null)

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

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second click before the first send has finished must not send again.
    if (inFlight.current) return
    const trap = honeypot.current?.value ?? ""
    dispatch({ type: "submit", honeypot: trap })
    if (trap) return
    const invalid = firstInvalidField(validate(state.fields))
    if (invalid) {
      const inputs = { name: nameInput, email: emailInput, phone: phoneInput }
      inputs[invalid].current?.focus()
      return
    }
    inFlight.current = true
    const result = await sendContactMessage(endpoint, state.fields)
    inFlight.current = false
    if (result === "sent") {
      dispatch({ type: "sendSucceeded" })
      return
    }
    dispatch({ type: "sendFailed" })
    window.alert(result === "rejected" ? MESSAGES.rejected : MESSAGES.failed)
  }

  const change =
    (field: keyof typeof state.fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: "change", field, value: event.target.value })

  const sending = state.status === "sending"

  return (
    <form
      className={styles.form}
      action={endpoint}
      method="POST"
      noValidate
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      <p className={styles.note}>{labels.requiredNote}</p>
      <TextField
        id={`${id}-name`}
        name="name"
        label={labels.nameLabel}
        autoComplete="name"
        required
        error={state.errors.name}
        inputRef={nameInput}
        value={state.fields.name}
        onChange={change("name")}
      />
      <TextField
        id={`${id}-subject`}
        name="subject"
        label={labels.subjectLabel}
        autoComplete="off"
        value={state.fields.subject}
        onChange={change("subject")}
      />
      <div className={styles.pair}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={labels.emailLabel}
          autoComplete="email"
          required
          error={state.errors.email}
          inputRef={emailInput}
          value={state.fields.email}
          onChange={change("email")}
        />
        <TextField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={labels.phoneLabel}
          autoComplete="tel"
          required
          error={state.errors.phone}
          inputRef={phoneInput}
          value={state.fields.phone}
          onChange={change("phone")}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{labels.messageLabel}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          autoComplete="off"
          value={state.fields.message}
          onChange={change("message")}
        />
      </div>
      <fieldset className={styles.choice}>
        <legend>{labels.contactByLabel}</legend>
        {(
          [
            ["Email", labels.emailOption],
            ["Phone", labels.phoneOption],
          ] as Array<[ContactBy, string]>
        ).map(([value, label]) => (
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
        <label htmlFor={`${id}-gotcha`}>Leave this field empty</label>
        <input ref={honeypot} id={`${id}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? labels.sendingLabel : labels.submitLabel}
      </button>
    </form>
  )
}

export default ContactForm
