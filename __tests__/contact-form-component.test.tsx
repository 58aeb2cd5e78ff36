import * as React from "react"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import ContactForm from "../src/components/contact-form"
import { earlyControlsScript } from "../src/lib/early-controls"
import { filledMessage } from "./fixtures/contact-message"
import { serverHtml } from "./fixtures/server-html"
import { siteFacts } from "./fixtures/site-facts"

const fetchMock = jest.fn()
const alertMock = jest.fn()

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteFacts)
  fetchMock.mockReset()
  alertMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  window.alert = alertMock
})

const form = (
  <>
    <h2 id="form-heading">Send Us a Message</h2>
    <ContactForm id="test" headingId="form-heading" />
  </>
)

const renderForm = () => render(form)

/**
 * The page as sent, before its scripts run: the server's form, with the page's own early script (the very text
 * every page carries) listening. `takeOver` is React taking it over, as the page's scripts do once they arrive.
 */
function serverForm() {
  const container = document.createElement("div")
  container.innerHTML = serverHtml(form)
  document.body.replaceChildren(container)
  const takeOver = () => act(() => void render(form, { container, hydrate: true }))
  return { container, takeOver }
}

let earlyScriptRuns = false
/** Fills the fields as a visitor (or the browser's autofill) does before any script of the page has run. */
function fillBeforeScripts(values = filledMessage) {
  if (!earlyScriptRuns) new Function(earlyControlsScript)()
  earlyScriptRuns = true
  for (const name of ["name", "subject", "email", "phone", "message"] as const)
    (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value = values[name]
  ;(document.querySelector(`input[name="contactBy"][value="${values.contactBy}"]`) as HTMLInputElement).click()
}

/** Inputs by their accessible name (the visible label, without the decorative asterisk). */
const field = (name: string) => screen.getByRole("textbox", { name })

/** What fetch resolves to, as far as the form looks at it. */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), filledMessage.name)
  await user.type(field("Subject"), filledMessage.subject)
  await user.type(field("Email"), filledMessage.email)
  await user.type(field("Phone Number"), filledMessage.phone)
  await user.type(field("Message"), filledMessage.message)
}

const typedValues = () => ({
  name: (field("Full Name") as HTMLInputElement).value,
  subject: (field("Subject") as HTMLInputElement).value,
  email: (field("Email") as HTMLInputElement).value,
  phone: (field("Phone Number") as HTMLInputElement).value,
  message: (field("Message") as HTMLTextAreaElement).value,
})

test("every field has a visible label, a name and a fitting autocomplete; the message box is 4 rows", () => {
  renderForm()
  const form = screen.getByRole("form", { name: "Send Us a Message" })
  expect(form).toHaveAttribute("novalidate")
  expect(form).toHaveAttribute("method", "POST")
  expect(form).toHaveAttribute("action", "https://forms.example.org/f/fixture")
  const expectations: Array<[HTMLElement, string, string, string | null]> = [
    [field("Full Name"), "name", "name", "text"],
    [field("Subject"), "subject", "off", "text"],
    [field("Email"), "email", "email", "email"],
    [field("Phone Number"), "phone", "tel", "tel"],
    [field("Message"), "message", "off", null],
  ]
  for (const [input, name, autocomplete, type] of expectations) {
    expect(input).toHaveAttribute("name", name)
    expect(input).toHaveAttribute("autocomplete", autocomplete)
    if (type) expect(input).toHaveAttribute("type", type)
  }
  expect(field("Message")).toHaveAttribute("rows", "4")
  const group = screen.getByRole("group", { name: "How should we reply?" })
  expect(within(group).getByRole("radio", { name: "Email" })).toBeChecked()
  expect(within(group).getByRole("radio", { name: "Phone" })).not.toBeChecked()
})

test("an empty submit shows the three messages under their fields, sends nothing, and focuses Full Name", async () => {
  const user = userEvent.setup()
  renderForm()
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  expect(fetchMock).not.toHaveBeenCalled()
  for (const [label, message] of [
    ["Full Name", "Full Name is required"],
    ["Email", "Email is required"],
    ["Phone Number", "Phone Number is required"],
  ] as const) {
    const input = field(label)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription(message)
  }
  expect(field("Full Name")).toHaveFocus()
  expect(field("Subject")).not.toHaveAttribute("aria-invalid", "true")
})

test("a name of spaces is still missing; errors stay while typing and are recomputed at the next submit", async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(field("Full Name"), "   ")
  await user.type(field("Email"), "jamie@example.org")
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  expect(screen.getByText("Full Name is required")).toBeInTheDocument()
  expect(screen.queryByText("Email is required")).toBeNull()
  expect(field("Phone Number")).toHaveAccessibleDescription("Phone Number is required")
  await user.type(field("Phone Number"), "905")
  expect(screen.getByText("Phone Number is required")).toBeInTheDocument()
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  expect(screen.queryByText("Phone Number is required")).toBeNull()
  expect(screen.getByText("Full Name is required")).toBeInTheDocument()
  expect(field("Full Name")).toHaveFocus()
  expect(fetchMock).not.toHaveBeenCalled()
})

test("a valid send posts once, says so while sending, then replaces the form with the thank-you and focuses it", async () => {
  let respond: (response: Response) => void = () => undefined
  fetchMock.mockImplementation(() => new Promise<Response>(resolve => (respond = resolve)))
  const user = userEvent.setup()
  renderForm()
  await fillValid(user)
  await user.click(screen.getByRole("radio", { name: "Phone" }))
  await user.dblClick(screen.getByRole("button", { name: "Send Message" }))
  const button = screen.getByRole("button", { name: "Sending…" })
  expect(button).toBeDisabled()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual(filledMessage)
  expect(fetchMock.mock.calls[0][0]).toBe("https://forms.example.org/f/fixture")
  await act(async () => respond(answer(200)))
  const thanks = await screen.findByText("Thank you! Your message has been sent.")
  expect(thanks).toHaveFocus()
  expect(screen.queryByRole("form")).toBeNull()
  expect(alertMock).not.toHaveBeenCalled()
})

test("a non-successful answer alerts 'Something went wrong' and keeps everything typed", async () => {
  fetchMock.mockResolvedValue(answer(500))
  const user = userEvent.setup()
  renderForm()
  await fillValid(user)
  await user.click(screen.getByRole("radio", { name: "Phone" }))
  const before = typedValues()
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Something went wrong. Please try again."))
  expect(typedValues()).toEqual(before)
  expect(screen.getByRole("radio", { name: "Phone" })).toBeChecked()
  expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  expect(screen.queryByText("Thank you! Your message has been sent.")).toBeNull()
})

test("a network failure alerts 'Submission failed' and keeps everything typed; a retry can then succeed", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(answer(200))
  const user = userEvent.setup()
  renderForm()
  await fillValid(user)
  const before = typedValues()
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await waitFor(() =>
    expect(alertMock).toHaveBeenCalledWith("Submission failed. Please check your network and try again."),
  )
  expect(typedValues()).toEqual(before)
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  expect(await screen.findByText("Thank you! Your message has been sent.")).toBeInTheDocument()
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test("a filled honeypot shows the thank-you and sends nothing", async () => {
  const user = userEvent.setup()
  const { container } = renderForm()
  const trap = container.querySelector('input[name="_gotcha"]') as HTMLInputElement
  expect(trap).toHaveAttribute("tabindex", "-1")
  expect(trap).toHaveAttribute("autocomplete", "off")
  await fillValid(user)
  await user.type(trap, "http://spam.example")
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  expect(await screen.findByText("Thank you! Your message has been sent.")).toBeInTheDocument()
  expect(fetchMock).not.toHaveBeenCalled()
})

test("beside the send button: no health details, how we reply, the form provider and the privacy statement", () => {
  renderForm()
  const send = screen.getByRole("button", { name: "Send Message" })
  const notice = document.getElementById(send.getAttribute("aria-describedby")!)!
  expect(notice).toHaveTextContent("Please don't include health details in your message.")
  expect(notice).toHaveTextContent("We'll reply by email or phone, as you choose above")
  expect(notice).toHaveTextContent("Your message is delivered to us by Fixture Mail, our form provider.")
  expect(within(notice).getByRole("link", { name: "Read our privacy statement" })).toHaveAttribute("href", "/privacy")
  // It comes right before the button, after the reply choice it refers to.
  expect(notice.nextElementSibling).toBe(send)
  expect(screen.getByRole("group", { name: "How should we reply?" }).compareDocumentPosition(notice)).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  )
})

test("what the visitor typed before React took the form over is what it sends", async () => {
  fetchMock.mockResolvedValue(answer(200))
  const { takeOver } = serverForm()
  fillBeforeScripts()
  takeOver()
  expect(typedValues()).toEqual({ ...filledMessage, contactBy: undefined })
  expect(screen.getByRole("radio", { name: "Phone" })).toBeChecked()
  await userEvent.setup().click(screen.getByRole("button", { name: "Send Message" }))
  expect(await screen.findByText("Thank you! Your message has been sent.")).toBeInTheDocument()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual(filledMessage)
})

test("Send pressed before React took the form over posts nothing away, and sends once React has it", async () => {
  fetchMock.mockResolvedValue(answer(200))
  const { container, takeOver } = serverForm()
  fillBeforeScripts()
  const submitted = jest.fn()
  document.addEventListener("submit", submitted)
  ;(container.querySelector('button[type="submit"]') as HTMLButtonElement).click()
  document.removeEventListener("submit", submitted)
  // The browser would have posted the form to its provider, leaving the site: the page's script held it.
  expect(submitted).toHaveBeenCalledTimes(1)
  expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true)
  expect(fetchMock).not.toHaveBeenCalled()
  takeOver()
  expect(await screen.findByText("Thank you! Your message has been sent.")).toBeInTheDocument()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual(filledMessage)
})

test("Send pressed early with a field missing shows its message once React has the form, and sends nothing", async () => {
  const { container, takeOver } = serverForm()
  fillBeforeScripts({ ...filledMessage, phone: "" })
  ;(container.querySelector('button[type="submit"]') as HTMLButtonElement).click()
  takeOver()
  expect(await screen.findByText("Phone Number is required")).toBeInTheDocument()
  expect(screen.queryByText("Full Name is required")).toBeNull()
  expect(field("Phone Number")).toHaveFocus()
  expect(field("Full Name")).toHaveValue(filledMessage.name)
  expect(fetchMock).not.toHaveBeenCalled()
})
