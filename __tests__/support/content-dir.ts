// The content/ folder the content-reading suites take what they expect from: the repository's, or the copy that
// CONTENT_DIR names. __tests__/staff-edits.test.ts runs those suites on a copy edited as staff edit in the CMS, so
// an edit that breaks one of them fails there. Not a test file: jest's testMatch takes only *.test.* files.
import path from "path"

export const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(__dirname, "..", "..", "content"))
