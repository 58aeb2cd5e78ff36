/** The web font files served from /fonts/, where src/styles/fonts.css and the content editor ask for them. */
export const FONT_FILES = ["source-sans-3-latin-wght-normal.woff2", "source-sans-3-latin-ext-wght-normal.woff2"]
