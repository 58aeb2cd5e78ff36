// sourceNodes: the day of the build in Toronto, as a node of its own (BuildDay). What depends on the day (the
// clinic's calendar, the notices still to come) reads it through this node, so Gatsby knows those queries depend
// on it: a warm build on a later day runs them again, where a cached result would show the day of an older build.
import type { GatsbyNode } from "gatsby"
import { clinicDay } from "../lib/calendar"

export const BUILD_DAY_TYPE = "BuildDay"

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const day = clinicDay()
  actions.createNode({
    id: createNodeId(BUILD_DAY_TYPE),
    day,
    internal: { type: BUILD_DAY_TYPE, contentDigest: createContentDigest(day) },
  })
}

interface NodeModel {
  findOne: (args: { type: string; query?: object }) => Promise<Record<string, unknown> | null>
}

/** The build's day, year-month-day, read through its node so the query that asks depends on it. */
export async function buildDayOf(nodeModel: NodeModel): Promise<string> {
  const node = await nodeModel.findOne({ type: BUILD_DAY_TYPE, query: {} })
  return typeof node?.day === "string" ? node.day : clinicDay()
}
