/** @jest-environment node */
// Every page and template has a render test: a file of src/pages/ or src/templates/ that no jest test renders fails
// here, by name. A test renders one when it imports its component (the module's default export, or the module
// whole) and renders it: writes it as a JSX element (<AboutPage …/>, <NotFoundPage.default …/>) or hands it to a
// function that does (pages.test.tsx's staticPage(AboutPage, …), renderToStaticMarkup(…)). Importing a page only
// for its Head, its types, or to look at it with expect() does not count.
import fs from "fs"
import path from "path"
import ts from "typescript"
import { filesUnder } from "../src/node/files-under"

const ROOT = path.resolve(__dirname, "..")

/** The modules that make pages, from the project: every component of src/pages/ and src/templates/. */
const PAGE_MODULES = ["src/pages", "src/templates"].flatMap(dir =>
  filesUnder(path.join(ROOT, dir), /\.tsx$/).map(file => `${dir}/${file}`),
)

/** The jest tests, from the project, as jest finds them (e2e/ is the browser suite, run by Playwright). */
const TEST_FILES = filesUnder(__dirname, /\.test\.[jt]sx?$/)
  .filter(file => !file.startsWith("e2e/"))
  .map(file => `__tests__/${file}`)

/** The file a relative import in `from` names, from the project, e.g. "src/pages/services/index.tsx". */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(ROOT, path.dirname(from), specifier)
  const found = [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")].find(
    candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
  return found && path.relative(ROOT, found).split(path.sep).join("/")
}

/** The page modules a test file renders, from its path (from the project) and its source. */
function pagesRenderedBy(file: string, source: string): string[] {
  const ast = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  // By local name: a page's component (import AboutPage from …) and a page's module (import * as AboutPage from …).
  const components = new Map<string, string>()
  const modules = new Map<string, string>()
  for (const statement of ast.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const clause = statement.importClause
    const page = resolveImport(file, statement.moduleSpecifier.text)
    if (!clause || clause.isTypeOnly || !page || !PAGE_MODULES.includes(page)) continue
    if (clause.name) components.set(clause.name.text, page)
    const bindings = clause.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) modules.set(bindings.name.text, page)
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly && element.propertyName?.text === "default") components.set(element.name.text, page)
  }
  /** The page whose component `node` is: AboutPage, or AboutPage.default of a module. */
  const componentIn = (node: ts.Node) => {
    if (ts.isIdentifier(node)) return components.get(node.text)
    if (ts.isPropertyAccessExpression(node) && node.name.text === "default" && ts.isIdentifier(node.expression))
      return modules.get(node.expression.text)
    return undefined
  }

  const rendered = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const page = componentIn(node.tagName)
      if (page) rendered.add(page)
    }
    if (ts.isCallExpression(node) && node.expression.getText(ast) !== "expect")
      for (const argument of node.arguments) {
        const page = componentIn(argument) ?? (ts.isIdentifier(argument) ? modules.get(argument.text) : undefined)
        if (page) rendered.add(page)
      }
    ts.forEachChild(node, visit)
  }
  visit(ast)
  return [...rendered]
}

describe("the scan", () => {
  test("finds the page modules and the jest tests", () => {
    expect(PAGE_MODULES).toEqual(
      expect.arrayContaining(["src/pages/index.tsx", "src/pages/services/index.tsx", "src/templates/blog-post.tsx"]),
    )
    expect(PAGE_MODULES.filter(file => !file.endsWith(".tsx"))).toEqual([])
    expect(TEST_FILES).toEqual(expect.arrayContaining(["__tests__/pages.test.tsx", "__tests__/render-tests.test.ts"]))
  })

  const from = "__tests__/example.test.tsx"
  test.each([
    ["a component written as JSX", 'import AboutPage from "../src/pages/about"\nrender(<AboutPage {...props} />)'],
    ["a module's default as JSX", 'import * as About from "../src/pages/about"\nrender(<About.default />)'],
    ["a module handed to a helper", 'import * as About from "../src/pages/about"\nconst page = staticPage(About, d)'],
    ["a component handed over", 'import About from "../src/pages/about"\nrenderToStaticMarkup(createElement(About))'],
    ["default by name", 'import { default as About } from "../src/pages/about"\nrender(<About />)'],
  ])("counts %s as rendered", (_what, source) => {
    expect(pagesRenderedBy(from, source)).toEqual(["src/pages/about.tsx"])
  })

  test.each([
    ["its Head alone", 'import { Head } from "../src/pages/about"\nrender(<Head />)'],
    ["its module's Head", 'import * as About from "../src/pages/about"\nrender(<About.Head />)'],
    ["a look with expect", 'import About from "../src/pages/about"\nexpect(About).toBeDefined()'],
    ["a type", 'import type About from "../src/pages/about"\nrender(<About />)'],
    ["a component of the same name", 'import About from "../src/components/about"\nrender(<About />)'],
    ["a page not there", 'import Gone from "../src/pages/gone"\nrender(<Gone />)'],
  ])("does not count %s", (_what, source) => {
    expect(pagesRenderedBy(from, source)).toEqual([])
  })
})

test("every page and template is rendered by a jest test", () => {
  const rendered = new Set(
    TEST_FILES.flatMap(file => pagesRenderedBy(file, fs.readFileSync(path.join(ROOT, file), "utf8"))),
  )
  const untested = PAGE_MODULES.filter(page => !rendered.has(page)).map(
    page => `${page}: no test renders it; render it in a __tests__/*.test.tsx, e.g. beside its like in pages.test.tsx`,
  )
  expect(untested).toEqual([])
})
