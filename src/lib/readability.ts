// Plain words, measured: the reading grade of health information (Flesch-Kincaid, by the text-readability
// library) and its sentences over a length. The build warns an editor of text over either limit
// (src/node/health.ts), and a test holds the shipped pages to them.
import readability from "text-readability"

/** The highest Flesch-Kincaid grade a page's running text may read at (US health agencies ask for 6 to 8). */
export const READING_GRADE_LIMIT = 8
/** The median grade across the pages of health information that the shipped content keeps to. */
export const READING_GRADE_MEDIAN_TARGET = 7
/** The most words a sentence of health information may have. */
export const SENTENCE_WORD_LIMIT = 25

/** The Flesch-Kincaid grade of some paragraphs, read as one text. */
export const readingGrade = (paragraphs: string | readonly string[]) =>
  readability.fleschKincaidGrade(typeof paragraphs === "string" ? paragraphs : paragraphs.join("\n\n"))

/** A text's sentences: cut after a full stop, question or exclamation mark that a space and a capital follow. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=["'(\p{Lu}\p{N}])/u)
    .map(sentence => sentence.trim())
    .filter(Boolean)

/** Its words: runs between spaces with a letter or a digit in them. */
export const wordCount = (sentence: string) => sentence.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length

/** The sentences of `text` over the limit. */
export const longSentences = (text: string, limit = SENTENCE_WORD_LIMIT) =>
  sentencesOf(text).filter(sentence => wordCount(sentence) > limit)
