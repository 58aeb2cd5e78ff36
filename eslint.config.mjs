// ESLint for the whole tree (flat config): typescript-eslint, React, the rules of hooks and jsx-a11y.
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off the rules that would disagree.
// `npm run lint` runs both; `npm test` runs it first.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      "node_modules/",
      "bench/",
      "test-results/",
      ".lighthouseci/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "18" } },
  },
  reactHooks.configs.flat["recommended-latest"],
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Types come from the GraphQL schema (Queries.*); props need no second declaration.
      "react/prop-types": "off",
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  // Code that runs in the browser.
  { files: ["src/**/*.{ts,tsx,js}", "gatsby-browser.tsx"], languageOptions: { globals: globals.browser } },
  // Code that runs in Node: Gatsby's build APIs, scripts, configuration.
  {
    files: [
      "src/node/**",
      "src/cms/*.ts",
      "scripts/**",
      "gatsby-*.ts",
      "gatsby-ssr.tsx",
      "**/*.mjs",
      "__tests__/e2e/**",
    ],
    languageOptions: { globals: globals.node },
  },
  // src/cms is made from src/node's content model, so src/node (the site's build) never imports src/cms.
  {
    files: ["src/node/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+cms(/|$)|(^|/)src/cms(/|$)",
              message: "src/node must not import src/cms: the CMS depends on the build's model, not the reverse.",
            },
          ],
        },
      ],
    },
  },
  // Playwright's fixtures hand their value on through a function named `use`, which is not React's hook.
  { files: ["__tests__/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["__tests__/**"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // Tests hand partial fixtures to typed functions on purpose.
      "@typescript-eslint/no-explicit-any": "off",
      // and load some modules late, once the globals they need are in place.
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
