// Gatsby's documented jest mock: graphql and the static query become jest.fn(), Link a plain anchor.
import * as React from "react"

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const withPrefix = (path: string) => path

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(
  ({ to, activeClassName, activeStyle, partiallyActive, replace, onClick, children, ...rest }, ref) => (
    // Like Gatsby's Link, a click navigates inside the app rather than loading a new document.
    <a
      ref={ref}
      href={to}
      onClick={event => {
        onClick?.(event)
        event.preventDefault()
        navigate(to)
      }}
      {...rest}
    >
      {children}
    </a>
  ),
)
Link.displayName = "Link"
