import * as React from "react"
import PostArticle from "../../components/post-article"
import { markdownToHtml, readingMinutes } from "../../node/markdown"
import { longDate } from "./dates"
import { entryData, IMAGE_FRAMES, previewImage, type PreviewProps } from "./decap"
import { facts } from "./facts"
import PreviewMain from "./preview-main"

type PostFile = {
  slug: string
  title: string
  date: string
  author: string
  excerpt: string
  cover: Queries.PostArticleFragment["cover"]
  coverAlt: string
  content: string
}

/**
 * A blog post as its own page shows it: title, byline, cover, summary and the body, made from the Markdown by the
 * same code as the build's (src/node/markdown.ts). Not shown: the conditions it links to and the next posts.
 */
const PostPreview = (props: PreviewProps) => {
  const post = entryData<PostFile>(props)
  const slug = post.slug ?? ""
  const author = post.author ?? ""
  const isoDate = (post.date ?? "").slice(0, 10)
  const content = post.content ?? ""
  return (
    <PreviewMain>
      <PostArticle
        post={{
          slug,
          title: post.title ?? "",
          excerpt: post.excerpt ?? "",
          coverAlt: post.coverAlt ?? null,
          cover: previewImage(props, post.cover, ["cover"], IMAGE_FRAMES["post-article"]),
          date: longDate(isoDate),
          isoDate,
          readingMinutes: readingMinutes(content),
          authorProfile: facts.team[author] ?? { slug: author, name: author, role: "" },
        }}
        html={markdownToHtml(content, 2)}
        titleLevel={1}
      />
    </PreviewMain>
  )
}

export default PostPreview
