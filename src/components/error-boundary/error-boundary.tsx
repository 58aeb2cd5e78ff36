import * as React from "react"
import * as wording from "../../lib/wording"
import * as styles from "./error-boundary.module.css"

interface ErrorBoundaryProps {
  children: React.ReactNode
}

interface ErrorBoundaryState {
  error: Error | null
}

/** Any render error shows the product's error screen with a way home, never a blank page. */
class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error(wording.errorTitle, error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main className={styles.screen}>
        <h1>{wording.errorTitle}</h1>
        <p>{wording.errorText}</p>
        <pre className={styles.detail}>{this.state.error.message}</pre>
        {/* A full page load, so the visitor leaves the broken state behind. */}
        <a className={styles.home} href="/">
          {wording.goHome}
        </a>
      </main>
    )
  }
}

export default ErrorBoundary
