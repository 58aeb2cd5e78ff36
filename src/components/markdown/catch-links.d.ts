// gatsby-plugin-catch-links ships no types for the handler it exports.
declare module "gatsby-plugin-catch-links/catch-links" {
  /** Follows in-site links clicked inside `root` with `navigate`; returns the function that stops it. */
  export default function catchLinks(
    root: HTMLElement,
    options: { excludePattern?: RegExp },
    navigate: (href: string) => void,
  ): () => void
}
