// Reads the shipped content, so the browser tests expect what an editor wrote.
import fs from "fs"
import path from "path"
import yaml from "js-yaml"

const contentDir = path.resolve(__dirname, "../../../content")

export const readContent = <T>(file: string): T => yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8")) as T

export interface SiteContent {
  name: string
  bookingUrl: string
  phone: { display: string; e164: string }
  email: string
  mapUrl: string
  formEndpoint: string
  address: { street: string; city: string; province: string; postalCode: string }
  navigation: Array<{ label: string; path: string }>
}

export const site = readContent<SiteContent>("site.yaml")
