// Lighthouse CI (@lhci/cli), as `npm run bench` runs it (scripts/bench.mjs): Lighthouse's mobile defaults (simulated
// slow 4G, a 4x slower CPU) on each route, offline, in Debian's Chromium, against the production build served by
// the local preview (Netlify's headers, brotli), which bench.mjs starts on BENCH_PORT and warms. bench.mjs passes
// the routes (`--url`) and the number of runs; the budgets are scripts/budgets.mjs's, asserted on the median.
const { LIGHTHOUSE_BUDGETS: LH } = require("./scripts/budgets.mjs")

const PORT = process.env.BENCH_PORT ?? "9030"

/** The assertions for the home page or a content page: scores at least, timings and shifts at most. */
const budgets = kind => {
  const median = options => ["error", { ...options, aggregationMethod: "median" }]
  return {
    "categories:performance": median({ minScore: LH.performance[kind] / 100 }),
    "categories:accessibility": median({ minScore: LH.accessibility / 100 }),
    "categories:best-practices": median({ minScore: LH.bestPractices / 100 }),
    "categories:seo": median({ minScore: LH.seo / 100 }),
    "largest-contentful-paint": median({ maxNumericValue: LH.lcpMs[kind] }),
    "total-blocking-time": median({ maxNumericValue: LH.tbtMs }),
    "cumulative-layout-shift": median({ maxNumericValue: LH.cls }),
  }
}

module.exports = {
  ci: {
    collect: {
      chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      settings: {
        // As root on a closed network: no sandbox, no GPU, none of the browser's own calls home.
        chromeFlags:
          "--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
    },
    assert: {
      assertMatrix: [
        { matchingUrlPattern: `^http://127\\.0\\.0\\.1:${PORT}/$`, assertions: budgets("home") },
        { matchingUrlPattern: `^http://127\\.0\\.0\\.1:${PORT}/.+`, assertions: budgets("content") },
      ],
    },
    upload: { target: "filesystem", outputDir: "bench/lighthouse" },
  },
}
