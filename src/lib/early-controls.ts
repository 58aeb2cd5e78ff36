// The controls a visitor reaches in a page's first seconds, working from its first paint. A page's scripts start
// only once its first screen is painted (src/node/scripts-after-paint.ts), and on a slow phone React takes it over a
// second or more after that; until then the page looks ready, so a tap on it must do what it will do later. The
// small script below runs as each page is read, before its first paint, and stays for the visit: it listens on the
// document, so it serves every page the visitor moves on to as well. None of it is in the browser's bundle.
//
// - The menu button is this script's alone, then as before: React renders it closed (src/components/header) and
//   never touches it again. The button opens and closes the list and says so (aria-expanded); Escape closes an open
//   list and puts focus back on the button; choosing a link closes it.
// - A contact form sent before React has taken the page over is held, not posted away: the form is marked
//   (SEND_PENDING), and React sends it, with what the visitor typed, the moment it takes over
//   (src/components/contact-form). Once React has the form it handles the send itself and this script does nothing.
//   The way of reply the visitor chose is noted on the form (CONTACT_BY_CHOSEN), for React to take over too.

/** The menu button (src/components/header); its aria-controls names the list it opens (data-site-menu, data-open). */
const MENU_TOGGLE = "data-site-menu-toggle"
/** The contact form this script holds a send of, until React takes it over. */
const CONTACT_FORM = "data-contact-form"
/** Set on a contact form sent before React took it over: React sends it once it has. */
export const SEND_PENDING = "data-send-pending"

/**
 * Set on a contact form to the way of reply the visitor chose (its contactBy radio button). React keeps what was
 * typed into a field as it takes the page over, but sets its radio buttons back to how the server sent them.
 */
export const CONTACT_BY_CHOSEN = "data-contact-by"

/**
 * The script, run by every page right after the body opens (gatsby-ssr.tsx). Without JavaScript the menu is shown
 * open and the form posts to its provider, as before. __tests__/header.test.tsx and contact-form-component.test.tsx
 * run it as a page does.
 */
export const earlyControlsScript =
  `(()=>{const D=document,T="[${MENU_TOGGLE}]",` +
  `set=(b,o)=>{b.setAttribute("aria-expanded",o);const m=D.getElementById(b.getAttribute("aria-controls"));` +
  `if(m)m.dataset.open=o},open=b=>b&&b.getAttribute("aria-expanded")=="true";` +
  `D.addEventListener("click",e=>{const t=e.target.closest?.(T+",[data-site-menu] a"),b=D.querySelector(T);` +
  `if(t&&b)set(b,t==b&&!open(b))});` +
  `D.addEventListener("keydown",e=>{const b=D.querySelector(T);if(e.key=="Escape"&&open(b)){set(b,false);b.focus()}});` +
  `D.addEventListener("submit",e=>{const f=e.target;if(!e.defaultPrevented&&f.matches("[${CONTACT_FORM}]")){` +
  `e.preventDefault();f.setAttribute("${SEND_PENDING}","")}});` +
  `D.addEventListener("change",e=>{const t=e.target,f=t.closest?.("[${CONTACT_FORM}]");` +
  `if(f&&t.name=="contactBy")f.setAttribute("${CONTACT_BY_CHOSEN}",t.value)})})()`
