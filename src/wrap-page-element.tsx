import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import ErrorBoundary from "./components/error-boundary"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <ErrorBoundary>{element}</ErrorBoundary>
)
