import * as React from "react"
import { graphql } from "gatsby"

// Long text as an editor writes it (a post's content, an FAQ answer), parsed into blocks at build time by
// src/node/schema.ts.
export const query = graphql`
  fragment TextBlock on PostBlock {
    __typename
    ... on PostHeading {
      text
    }
    ... on PostParagraph {
      text
    }
    ... on PostList {
      items
    }
  }
`

interface TextBlocksProps {
  blocks: readonly Queries.TextBlockFragment[]
  /** The level of the text's own subheadings: one below the heading the text sits under */
  headingLevel?: 3 | 4
}

/** Paragraphs, bulleted lists and subheadings, in the order written. */
const TextBlocks = ({ blocks, headingLevel = 3 }: TextBlocksProps) => {
  const Heading = `h${headingLevel}` as const
  return (
    <>
      {blocks.map((block, i) => {
        // Blocks have no identity beyond their place in the text, which never changes on the page.
        const key = `${block.__typename}-${i}`
        switch (block.__typename) {
          case "PostHeading":
            return <Heading key={key}>{block.text}</Heading>
          case "PostList":
            return (
              <ul key={key}>
                {block.items.map(item => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case "PostParagraph":
            return <p key={key}>{block.text}</p>
        }
      })}
    </>
  )
}

export default TextBlocks
