// `npm run sample-labels [content folder]`: writes into content/samples/ each file's title, each fact's plain label
// and each file's count of confirmed facts, in staff words from the content model (src/cms/sample-facts.ts), for
// Samples to confirm in the CMS. Run it after a field's label or an item's name changes; it never touches a fact's
// field or fingerprint. Run through jiti, which compiles the TypeScript as it loads it.
import path from "path"
import { relabelSampleLists } from "../src/cms/sample-facts"

const changed = relabelSampleLists(path.resolve(process.argv[2] ?? "content"))
console.log(
  changed.length === 0 ? "Sample labels: every file is up to date." : `Sample labels: rewrote ${changed.join(", ")}`,
)
