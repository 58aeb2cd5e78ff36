import "@testing-library/jest-dom"

// jsdom lays nothing out, so it has no scrollIntoView; a component that scrolls (the FAQ, to the question an address
// names) gets a spy, which a test can read. The browser suite checks where the page really scrolls.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView = jest.fn()

// A page's Head sets <html lang> (src/components/seo/seo.tsx) by rendering an <html> element, which Gatsby renders
// into a <div> and silences React's nesting warning for, as here; every other console error still shows.
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("validateDOMNesting") && args[1] === "<html>") return
  consoleError(...args)
}
