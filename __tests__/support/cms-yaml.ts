// A content file as Decap CMS saves one (decap-cms-core's YAML format, with the `yaml` release it bundles): read
// into data, then written from that data alone, so every comment is gone and every text is written in the
// library's own style. Not a test file: jest's testMatch takes only *.test.* files.
import fs from "fs"
import path from "path"

const decapCore = path.dirname(
  require.resolve("decap-cms-core/package.json", {
    paths: [path.resolve(__dirname, "..", "..", "node_modules/decap-cms-app")],
  }),
)
const decapYaml = require(require.resolve("yaml", { paths: [decapCore] })) as {
  parseDocument(source: string): { toJSON(): unknown }
  createNode(data: unknown): unknown
  Document: new () => { contents: unknown; toString(): string }
}

/** A content file's data, as the CMS reads it into its form. */
export const readAsTheCms = <T = Record<string, unknown>>(file: string): T =>
  decapYaml.parseDocument(fs.readFileSync(file, "utf8")).toJSON() as T

/** Writes `data` to `file` as the CMS does when staff publish an entry. */
export function saveAsTheCms(file: string, data: unknown) {
  const document = new decapYaml.Document()
  document.contents = decapYaml.createNode(data)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, document.toString())
}
