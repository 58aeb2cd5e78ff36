// The interface's words on a condition's own page, which only that page loads (see health-wording.ts for those
// it shares with the categories written as one article, and wording.ts for those every page loads).

/** A condition page's title in search results and the browser tab */
export const conditionPageTitle = (condition: string) => `${condition}: symptoms, treatment and when to get help`

// The parts of a condition's page, in order; its symptoms are wording.ts's, as on its category's page.
export const whatItIs = "What it is"
export const causes = "Causes, and who gets it"
export const selfCare = "What you can do now"
export const howPhysiotherapyHelps = "How physiotherapy helps"
export const recovery = "How long recovery usually takes"

/** Under the heading: the way to the urgent signs, for someone who should not read on */
export const urgentPointer = "Severe or sudden symptoms?"
export const seeWhenToGetHelp = "See when to get help"
