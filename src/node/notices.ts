// The notices the build hands the pages (content/notices.yaml): every one not over on the day of the build, each with
// a key of its own, by which a browser remembers that its visitor dismissed it (src/lib/notices.ts).
import type { Notice } from "../lib/notices"
import { fingerprintOf } from "./fingerprint"
import { isoDay } from "./holidays"

export interface NoticesContent {
  notices?: Array<{ text: string; link?: Notice["link"]; from: unknown; to: unknown }> | null
}

/**
 * A notice's key: its words and its days, so that two notices with the same words (the same closure, another year)
 * are dismissed apart, and one whose words or days change shows again. Notices alike in all three, which staff would
 * hardly mean, are told apart by their order among themselves (`copy`: 1, 2, …).
 */
export const noticeKey = (notice: Pick<Notice, "text" | "from" | "to">, copy = 1) =>
  fingerprintOf(copy === 1 ? [notice.text, notice.from, notice.to] : [notice.text, notice.from, notice.to, copy])

/** Each notice with its key, keyed over the whole file, so a key stays as notices before it end or go. */
function keyed(content: NoticesContent): Notice[] {
  const copies = new Map<string, number>()
  return (content.notices ?? []).map(notice => {
    const days = { text: notice.text, from: isoDay(notice.from), to: isoDay(notice.to) }
    const alike = noticeKey(days)
    const copy = (copies.get(alike) ?? 0) + 1
    copies.set(alike, copy)
    return {
      key: noticeKey(days, copy),
      ...days,
      link: notice.link?.path ? { label: notice.link.label, path: notice.link.path } : null,
    }
  })
}

export const noticesAhead = (content: NoticesContent, today: string): Notice[] =>
  keyed(content).filter(notice => notice.to >= today)
