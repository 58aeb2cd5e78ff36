// Stops a command at once, in words, when this Node cannot run the site: package.json's `engines.node` is the
// range that works (the Node majors the dependencies accept, each from the release they need). It runs before
// `npm start`, `npm test` and `npm run develop`, and needs nothing installed; `npm ci` stops by itself (.npmrc:
// engine-strict). Written for engines of the form `^22.22.2 || ^24.15.0`, which is all this needs; a range in
// another form is reported, not guessed at.
import fs from "fs"

const { engines } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const range = engines.node
const nvmrc = fs.readFileSync(new URL("../.nvmrc", import.meta.url), "utf8").trim()

/** "22.22.2" as [22, 22, 2] */
const parts = version => version.replace(/^v/, "").split(".").map(Number)

/** The lowest release of each major the range accepts: "^22.22.2 || ^24.15.0" gives [[22, 22, 2], [24, 15, 0]]. */
const accepted = range.split("||").map(alternative => {
  const caret = /^\s*\^(\d+\.\d+\.\d+)\s*$/.exec(alternative)
  if (!caret) throw new Error(`scripts/check-node.mjs reads engines of the form ^22.22.2 || ^24.15.0, not "${range}"`)
  return parts(caret[1])
})

const [major, minor, patch] = parts(process.versions.node)
const fits = accepted.some(([m, n, p]) => major === m && (minor > n || (minor === n && patch >= p)))

if (!fits) {
  const wanted = accepted.map(([m, n, p]) => `Node ${m} (${m}.${n}.${p} or later)`).join(" or ")
  console.error(
    [
      `This site needs ${wanted}; this is Node ${process.versions.node}.`,
      `Netlify and CI build with Node ${nvmrc} (.nvmrc). To get it:`,
      `  with nvm:  nvm install && nvm use   (in this folder: it reads .nvmrc)`,
      `  or from npm, without changing the Node you have:`,
      `    npm install --prefix ~/node-${nvmrc} node@${nvmrc}`,
      `    export PATH="$HOME/node-${nvmrc}/node_modules/.bin:$PATH"`,
      `Then run the command again.`,
    ].join("\n"),
  )
  process.exit(1)
}
