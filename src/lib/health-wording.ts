// The interface's words that every page of health information shows (each condition's own page and each category
// written as one article): the way to the urgent signs, what to do now, when to get help, the sources, the way to
// book and the review line. They are kept apart from wording.ts, whose words every page loads, and from a condition
// page's own (condition-wording.ts), so that a page loads only the words it shows. Components, the CMS previews and
// the tests read them here.

/** Under the heading: the way to the urgent signs, for someone who should not read on */
export const urgentPointer = "Severe or sudden symptoms?"
export const seeWhenToGetHelp = "See when to get help"

/** Safe things to do while waiting for an appointment */
export const selfCare = "What you can do now"

// When to get help: three levels of urgency, as Ontario's services are reached.
export const whenToGetHelp = "When to get help"
export const helpTiers = {
  emergency: {
    heading: "Call 911 or go to an emergency department",
    lead: "Get help right away if you have:",
    note: null,
    action: "Call 911",
    href: "tel:911",
  },
  today: {
    heading: "See a doctor or call Health811 today",
    lead: "Get help today if you have:",
    note: "Health811 puts you through to a nurse, day or night.",
    action: "Call Health811 (dial 811)",
    href: "tel:811",
  },
  physiotherapy: {
    heading: "Book a physiotherapist",
    lead: "Book an assessment if you have:",
    note: null,
    action: null,
    href: null,
  },
} as const

export const sources = "Sources"
export const sourcesIntro = "This page is based on these trusted sources:"
/** Before the sources of the warning signs that the page's own do not give */
export const signSourcesIntro = "The warning signs under When to get help also follow:"

// The words the page explains, each linked from its first use.
export const wordsUsed = "Words used on this page"
/** After a term's explanation when it is one of the clinic's components of care */
export const onHowWeTreat = (term: string) => `${term.charAt(0).toUpperCase()}${term.slice(1)} on How We Treat`

export const bookAssessment = "Book an assessment"
/** Beside the booking button */
export const orCall = "or call"

// The review line at the page's foot: "Written by … · Reviewed by … · Last reviewed … · Next review due …".
export const writtenBy = "Written by"
export const reviewedBy = "Reviewed by"
export const lastReviewed = "Last reviewed"
export const nextReviewDue = "Next review due"
