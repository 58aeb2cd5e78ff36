// Before any browser starts: Chromium is there, and so is the production build the preview server serves.
import fs from "fs"
import path from "path"
import { assertChromiumInstalled } from "./chromium"

export default function globalSetup() {
  assertChromiumInstalled()
  if (!fs.existsSync(path.resolve(__dirname, "../../../public/index.html")))
    throw new Error("No production build in public/. Run `npm run build` first (`npm test` does this for you).")
}
