import * as React from "react"
import * as styles from "./contact-form.module.css"

interface TextFieldProps {
  id: string
  name: string
  label: string
  type?: "text" | "email" | "tel"
  autoComplete: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
  required?: boolean
  /** The message shown under the field, tied to it for screen readers */
  error?: string
  inputRef?: React.Ref<HTMLInputElement>
}

/** One labelled input of the contact form, with its error message under it. */
const TextField = ({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  value,
  onChange,
  required,
  error,
  inputRef,
}: TextFieldProps) => (
  <div className={styles.field}>
    <label htmlFor={id}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
    <input
      ref={inputRef}
      id={id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      aria-invalid={required ? Boolean(error) : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      value={value}
      onChange={onChange}
    />
    {error && (
      <p id={`${id}-error`} className={styles.error}>
        {error}
      </p>
    )}
  </div>
)

export default TextField
