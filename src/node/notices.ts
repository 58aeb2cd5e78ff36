// The notices the build hands the pages (content/notices.yaml): every one not over on the day of the build, each with
// a key made from its text, by which a browser remembers that its visitor dismissed it (src/lib/notices.ts).
import { createHash } from "crypto"
import type { Notice } from "../lib/notices"
import { isoDay } from "./holidays"

export interface NoticesContent {
  notices?: Array<{ text: string; link?: Notice["link"]; from: unknown; to: unknown }> | null
}

export const noticeKey = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12)

export const noticesAhead = (content: NoticesContent, today: string): Notice[] =>
  (content.notices ?? [])
    .map(notice => ({
      key: noticeKey(notice.text),
      text: notice.text,
      link: notice.link?.path ? { label: notice.link.label, path: notice.link.path } : null,
      from: isoDay(notice.from),
      to: isoDay(notice.to),
    }))
    .filter(notice => notice.to >= today)
