// What the journeys ask of a browser, the same for every engine: open an address, run a function in the page, and
// click or type as a person does (the driver moves the pointer or focus, then sends real input events).
import { setTimeout as sleep } from "timers/promises"

export type EngineName = "webkit" | "gecko"

/** What can be passed into the page: it travels as JSON. */
export type Json = string | number | boolean | null | object

/** A function the page runs: written here, serialised, and given the arguments as JSON. */
export type InPage<Args extends Json[], Result> = (...args: Args) => Result

export interface Engine {
  name: EngineName
  /** The engine's own name and version, e.g. "WebKitGTK 2.50.6" */
  version: string
  /** Opens `url` and returns once the page has loaded (its load event). */
  open: (url: string) => Promise<void>
  /** Runs `fn` in the page and returns what it returns. */
  run: <Args extends Json[], Result>(fn: InPage<Args, Result>, ...args: Args) => Promise<Result>
  /** Clicks the first element `selector` finds, as a pointer would. */
  click: (selector: string) => Promise<void>
  /** Focuses the first element `selector` finds and types `text` into it. */
  type: (selector: string, text: string) => Promise<void>
  /** What the engine shows now, as PNG */
  screenshot: () => Promise<Buffer>
  close: () => Promise<void>
}

/**
 * Runs `fn` in the page every tenth of a second until it returns something other than null, false or undefined,
 * and returns that; throws after `timeout` ms, saying what it waited for.
 */
export async function waitInPage<Args extends Json[], Result>(
  engine: Engine,
  what: string,
  fn: InPage<Args, Result>,
  ...args: Args
): Promise<NonNullable<Result>> {
  const timeout = 10_000
  const started = Date.now()
  for (;;) {
    const result = await engine.run(fn, ...args)
    if (result !== null && result !== undefined && result !== false) return result as NonNullable<Result>
    if (Date.now() - started > timeout) throw new Error(`${engine.name}: waited ${timeout} ms for ${what}`)
    await sleep(100)
  }
}

/** A WebDriver "execute script" body that runs `fn` with the arguments the command sends. */
export const asScriptBody = (fn: InPage<never[], unknown>) => `return (${fn.toString()}).apply(null, arguments)`
