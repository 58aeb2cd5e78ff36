import * as React from "react"
import { Link } from "gatsby"
import { currentState } from "../../lib/paths"
import * as wording from "../../lib/wording"
import { useSiteFacts } from "../../hooks/use-site-facts"
import ExternalLink from "../external-link"
import type { FrameMarks } from "../english-frame"
import Icon from "../icon"
import * as styles from "./header.module.css"

const MENU_ID = "site-menu"

interface HeaderProps extends FrameMarks {
  /** The current page's path, to mark its menu link */
  path: string
}

/**
 * The site's header: its name, Book Now, and the main menu, which on narrower screens a button opens. The page's
 * own small script opens and closes it (src/lib/early-controls.ts), from the first paint, before React has taken
 * the page over and after: React renders the menu closed and leaves it to that script. Both icons are drawn, and
 * the button's aria-expanded chooses which one shows.
 */
const Header = ({ path, ...marks }: HeaderProps) => {
  const { site } = useSiteFacts()
  return (
    <header className={styles.header} data-site-header="" {...marks}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        <ExternalLink href={site.bookingUrl} className={styles.book}>
          {wording.bookNow}
        </ExternalLink>
        <button
          type="button"
          className={styles.toggle}
          data-site-menu-toggle=""
          aria-expanded={false}
          aria-controls={MENU_ID}
        >
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          <span className={styles.toggleLabel}>{wording.menu}</span>
        </button>
        <nav className={styles.nav} aria-label={wording.mainMenu}>
          <ul id={MENU_ID} className={styles.menu} data-open={false} data-site-menu="">
            {site.navigation.map(item => (
              <li key={item.path}>
                <Link to={item.path} className={styles.link} aria-current={currentState(item.path, path)}>
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
