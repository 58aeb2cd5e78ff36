import * as React from "react"
import { Link } from "gatsby"
import { currentState } from "../../lib/paths"
import * as wording from "../../lib/wording"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import Icon from "../icon"
import * as styles from "./header.module.css"

const MENU_ID = "site-menu"

interface HeaderProps {
  /** The current page's path, to mark its menu link */
  path: string
}

const Header = ({ path }: HeaderProps) => {
  const { site } = useSiteFacts()
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    if (!open) return undefined
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [open])

  return (
    <header className={styles.header} data-site-header="">
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        <ExternalLink href={site.bookingUrl} className={styles.book}>
          {wording.bookNow}
        </ExternalLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          data-site-menu-toggle=""
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(isOpen => !isOpen)}
        >
          <Icon name={open ? "close" : "menu"} />
          <span className={styles.toggleLabel}>{wording.menu}</span>
        </button>
        <nav className={styles.nav} aria-label={wording.mainMenu}>
          <ul id={MENU_ID} className={styles.menu} data-open={open} data-site-menu="">
            {site.navigation.map(item => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={styles.link}
                  aria-current={currentState(item.path, path)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

export default Header
