import * as React from "react"
import * as styles from "./contact-form.module.css"

interface TextFieldProps {
  id: string
  name: string
  label: string
  autoComplete: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  required?: boolean
  /** The message shown under the field, tied to it for screen readers */
  error?: string
  type?: "text" | "email" | "tel"
  /** The message box, four rows tall, instead of a line */
  multiline?: boolean
}

/** One labelled field of the contact form, with its error message under it. */
const TextField = ({ label, error, type = "text", multiline, ...field }: TextFieldProps) => {
  const errorId = `${field.id}-error`
  const described = {
    "aria-invalid": field.required ? Boolean(error) : undefined,
    "aria-describedby": error ? errorId : undefined,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>
        {label}
        {field.required && (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {multiline ? <textarea rows={4} {...field} {...described} /> : <input type={type} {...field} {...described} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

export default TextField
