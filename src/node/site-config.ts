// gatsby-config: what the plugins need (the site's address and names, its colours), read from
// content/site.yaml and the design tokens so each is stated once. The config is read before the content
// check (onPreBootstrap), so a broken site.yaml yields placeholders here and the check then reports it.
import fs from "fs"
import path from "path"
import { parse } from "yaml"

interface SiteConfig {
  name: string
  shortName: string
  description: string
  siteUrl: string
  /** The day the clinic opened, year-month-day, when site.yaml gives it as one */
  opened?: string
}

const PLACEHOLDER: SiteConfig = {
  name: "Clinic",
  shortName: "Clinic",
  description: "",
  siteUrl: "https://www.example.com",
}

export function readSiteConfig(file = path.resolve("content/site.yaml")): SiteConfig {
  let data: unknown
  try {
    data = parse(fs.readFileSync(file, "utf8"))
  } catch {
    return PLACEHOLDER
  }
  const site = (typeof data === "object" && data !== null ? data : {}) as Partial<Record<keyof SiteConfig, unknown>>
  const text = (key: "name" | "shortName" | "description" | "siteUrl") =>
    typeof site[key] === "string" ? (site[key] as string) : PLACEHOLDER[key]
  return {
    name: text("name"),
    shortName: text("shortName"),
    description: text("description"),
    siteUrl: text("siteUrl"),
    ...(typeof site.opened === "string" ? { opened: site.opened } : {}),
  }
}

/** A colour token's value from src/styles/tokens.css, e.g. "--color-primary-strong" → "#074550". */
export function readColorToken(name: string, file = path.resolve("src/styles/tokens.css")): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(fs.readFileSync(file, "utf8"))
  if (!match) throw new Error(`${path.relative(process.cwd(), file)}: no colour token ${name}`)
  return match[1]
}
