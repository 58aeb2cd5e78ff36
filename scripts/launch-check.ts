// `npm run launch-check [content folder]`: lists every sample value still in content/ (see src/node/launch-check.ts)
// and exits 1 while any remain, so Netlify's production build (netlify.toml) stops before a sample phone number or
// form ID goes live. Run through jiti, which compiles the TypeScript as it loads it.
import path from "path"
import { describeSampleValues, findSampleValues } from "../src/node/launch-check"

const samples = findSampleValues(path.resolve(process.argv[2] ?? "content"))
const report = describeSampleValues(samples)
if (samples.length > 0) {
  console.error(report)
  process.exitCode = 1
} else console.log(report)
