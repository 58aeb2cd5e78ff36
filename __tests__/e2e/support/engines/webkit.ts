// WebKit, the engine of every iPhone browser: WebKitGTK's MiniBrowser from Debian (webkit2gtk-driver), driven by
// its WebKitWebDriver through wdio's `webdriver` client (classic W3C WebDriver: WebKitGTK offers no BiDi yet).
// MiniBrowser draws into a window, so each worker starts a virtual display (Xvfb) of its own. Full screen, the
// window is all viewport; every host but 127.0.0.1 goes through the front server's proxy.
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import { setTimeout as sleep } from "timers/promises"
import { freePort } from "../free-port"
import { asScriptBody, type Engine, type InPage } from "./engine"

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver"

/** MiniBrowser, where Debian puts it for this machine's architecture. */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH
  const lib = "/usr/lib"
  for (const arch of fs.existsSync(lib) ? fs.readdirSync(lib) : [])
    for (const api of ["webkit2gtk-4.1", "webkit2gtk-4.0"]) {
      const candidate = `${lib}/${arch}/${api}/MiniBrowser`
      if (fs.existsSync(candidate)) return candidate
    }
  throw new Error("WebKitGTK's MiniBrowser was not found. Install Debian's webkit2gtk-driver, or set MINIBROWSER_PATH.")
}

/** A virtual display of its own; resolves to its name (":5") once it accepts windows. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number on that descriptor once it is ready.
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    })
    xvfb.on("error", error => reject(new Error(`Xvfb could not start (install Debian's xvfb): ${error.message}`)))
    xvfb.stdio[3]!.once("data", (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }))
  })
}

async function startDriver(display: string) {
  if (!fs.existsSync(WEBKIT_DRIVER_PATH))
    throw new Error(`WebKitWebDriver was not found at ${WEBKIT_DRIVER_PATH}. Install Debian's webkit2gtk-driver.`)
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display },
    stdio: "ignore",
  })
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      response => response.ok,
      () => false,
    )
    if (ready) return { port, process: driver }
    if (tries > 100) throw new Error("WebKitWebDriver did not answer within 10 s")
    await sleep(100)
  }
}

export async function launchWebKit(viewport: { width: number; height: number }, proxy: string): Promise<Engine> {
  const display = await startDisplay()
  const driver = await startDriver(display.display)
  // wdio's loggers read their level once, when loaded: only its errors belong in the test's output.
  process.env.WDIO_LOG_LEVEL ??= "error"
  const { default: WebDriver } = await import("webdriver")
  const session = await WebDriver.newSession({
    hostname: "127.0.0.1",
    port: driver.port,
    logLevel: "error",
    capabilities: {
      // Plain W3C WebDriver: the client would otherwise ask for a BiDi socket, which WebKitWebDriver refuses.
      "wdio:enforceWebDriverClassic": true,
      acceptInsecureCerts: true,
      "webkitgtk:browserOptions": {
        binary: miniBrowserPath(),
        args: ["--automation", "--full-screen", `--proxy=http://${proxy}`, "--ignore-host=127.0.0.1"],
      },
    } as WebdriverIO.Capabilities,
  })
  await session.setWindowRect(null, null, viewport.width, viewport.height)
  const element = async (selector: string) => {
    const found: Record<string, string> = await session.findElement("css selector", selector)
    const id = found["element-6066-11e4-a52e-4f735466cecf"]
    if (!id) throw new Error(`webkit: no element matches ${selector}`)
    return id
  }
  return {
    name: "webkit",
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    open: url => session.navigateTo(url) as Promise<void>,
    run: (fn, ...args) => session.executeScript(asScriptBody(fn as InPage<never[], unknown>), args),
    click: async selector => session.elementClick(await element(selector)),
    type: async (selector, text) => session.elementSendKeys(await element(selector), text),
    screenshot: async () => Buffer.from(await session.takeScreenshot(), "base64"),
    close: async () => {
      await session.deleteSession().catch(() => undefined)
      driver.process.kill()
      display.process.kill()
    },
  }
}
