// axe-core from npm, injected into the page under test.
import fs from "fs"
import type { Page } from "@playwright/test"

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** Every violation, whatever its impact, one readable line each. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(describeViolation)
}

/** Violations of impact serious or critical, one readable line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).filter(v => v.impact === "serious" || v.impact === "critical").map(describeViolation)
}

const describeViolation = (v: Violation) =>
  `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map(n => n.target.join(" ")).join(", ")}`

async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated through DevTools rather than added as an inline <script>, which the site's CSP would refuse.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations
  })
  return violations
}
