/** The web font files served from /fonts/; the first is preloaded by every page. */
export const FONT_FILES = ["source-sans-3-latin-wght-normal.woff2", "source-sans-3-latin-ext-wght-normal.woff2"]

export const PRELOADED_FONT = `/fonts/${FONT_FILES[0]}`
