import * as React from "react"
import ErrorBoundary from "./components/error-boundary"

interface WrapPageElementArgs {
  element: React.ReactElement
  props: { location: { pathname: string } }
}

// Used by both gatsby-browser and gatsby-ssr. Keyed by path, so the error screen clears when the
// visitor goes to another page.
export const wrapPageElement = ({ element, props }: WrapPageElementArgs) => (
  <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
)
