// The interface's words on a condition's own page, which only that page loads (see health-wording.ts for those
// it shares with the categories written as one article, and wording.ts for those every page loads).

/** A condition page's title in search results and the browser tab */
export const conditionPageTitle = (condition: string) => `${condition}: symptoms, treatment and when to get help`

// The parts of a condition's page, in order; its symptoms are wording.ts's, as on its category's page, and what to
// do now health-wording.ts's, as on an article.
export const whatItIs = "What it is"
export const causes = "Causes, and who gets it"
export const howPhysiotherapyHelps = "How physiotherapy helps"
export const recovery = "How long recovery usually takes"
