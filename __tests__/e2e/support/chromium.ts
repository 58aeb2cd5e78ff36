// Chromium from Debian (`apt-get install chromium`), or the binary CHROMIUM_PATH names. Nothing downloads a browser.
import fs from "fs"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** As root on a closed network: no sandbox, no GPU, and none of the browser's own calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]

export function assertChromiumInstalled() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with ` +
        "`sudo apt-get update && sudo apt-get install -y chromium`, " +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    )
  }
}
