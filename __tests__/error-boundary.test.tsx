import * as React from "react"
import { render, screen } from "@testing-library/react"
import { frameWith } from "../src/wrap-page-element"
import ErrorBoundary from "../src/components/error-boundary"

const Broken = (): React.ReactElement => {
  throw new Error("The content query returned nothing")
}

test("a page that fails to render shows the error screen with a way home", () => {
  // React and the boundary both report the error on the console; that output is expected here.
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
  try {
    render(
      <ErrorBoundary>
        <p>Never shown</p>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    expect(screen.getByText("The content query returned nothing")).toBeInTheDocument()
    expect(screen.queryByText("Never shown")).toBeNull()
  } finally {
    consoleError.mockRestore()
  }
})

test("when nothing fails, the page renders as it is", () => {
  render(
    <ErrorBoundary>
      <h1>Welcome</h1>
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { level: 1, name: "Welcome" })).toBeInTheDocument()
  expect(screen.queryByRole("heading", { name: "Unexpected Application Error!" })).toBeNull()
  expect(screen.queryByRole("link")).toBeNull()
})

test("the error screen clears when the visitor moves to another page", () => {
  const silence = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const Broken = () => {
    throw new Error("broken page")
  }
  const wrap = (element: React.ReactElement, pathname: string) =>
    frameWith()({ element, props: { location: { pathname } } })
  const { rerender } = render(<>{wrap(<Broken />, "/broken")}</>)
  expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
  rerender(<>{wrap(<p>Working page</p>, "/contact")}</>)
  expect(screen.queryByRole("heading", { name: "Unexpected Application Error!" })).not.toBeInTheDocument()
  expect(screen.getByText("Working page")).toBeInTheDocument()
  silence.mockRestore()
})
