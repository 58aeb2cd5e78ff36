import "@testing-library/jest-dom"

// jsdom lays nothing out, so it has no scrollIntoView; a component that scrolls (the FAQ, to the question an address
// names) gets a spy, which a test can read. The browser suite checks where the page really scrolls.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView = jest.fn()
