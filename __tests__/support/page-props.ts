// The props Gatsby passes a page or its Head. Pages and Heads read only `data`, so the rest (location,
// params, pageContext…) is left empty. Not a test file: jest's testMatch takes only *.test.* files.
import type { HeadProps, PageProps } from "gatsby"

export const pageProps = <D>(data: D): PageProps<D> => ({ ...({} as Omit<PageProps<D>, "data">), data })

export const headProps = <D>(data: D): HeadProps<D> => ({ ...({} as Omit<HeadProps<D>, "data">), data })
