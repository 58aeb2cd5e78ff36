// The props Gatsby passes a page or its Head. Pages and Heads read `data`, and the FAQ page the address's
// #fragment, so the rest (params, pageContext…) is left empty. Not a test file: jest's testMatch takes only
// *.test.* files.
import type { HeadProps, PageProps } from "gatsby"

export const pageProps = <D>(data: D, hash = ""): PageProps<D> => ({
  ...({} as Omit<PageProps<D>, "data" | "location">),
  location: { hash } as PageProps<D>["location"],
  data,
})

export const headProps = <D>(data: D): HeadProps<D> => ({ ...({} as Omit<HeadProps<D>, "data">), data })
