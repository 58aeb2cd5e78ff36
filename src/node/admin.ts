// Moved to src/cms/admin.ts. This forwards for __tests__/e2e/cms.test.ts, which is being rewritten and still
// imports from here; delete this file once it imports from src/cms/.
export { cmsConfigYaml, cmsOptions } from "../cms/admin"
