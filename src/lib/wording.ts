// The interface's own words, once: landmark names, button texts, the headings the layout adds, and the
// sentences said around a clinic fact. They belong to the site's design, not to the clinic, so they live here
// rather than in content/ (the clinic's facts and page copy). The product's form messages are in contact-form.ts.
// Components, the CMS previews (src/cms/previews/) and the tests all read them here.
import type { ContactBy, ContactFields } from "./contact-form"

// The shell: skip link, info strip, header, breadcrumbs.
export const skipLink = "Skip to main content"
export const infoStrip = "Visit and contact"
export const visitUs = "Visit us"
export const call = "Call"
export const sendAMessage = "Send a message"
export const mainMenu = "Main"
export const menu = "Menu"
export const breadcrumb = "Breadcrumb"
/** Read after the text of every link that opens another site in a new tab */
export const newTab = "(opens in a new tab)"

// Booking.
export const bookNow = "Book Now"
export const bookOnline = "Book online"
/** "Call (905) 555-0123" */
export const callNumber = (phone: string) => `${call} ${phone}`
/** A team member's own booking link: "Book with Priya Sharma" */
export const bookWith = (name: string) => `Book with ${name}`

// Questions patients ask (content/faq.yaml): the featured ones on /book and /contact.
export const commonQuestions = "Common questions"
export const allQuestions = "All frequently asked questions"
/** Beside the questions on /faq, the ways to ask another */
export const stillHaveAQuestion = "Still have a question?"

/** "English, Hindi and Punjabi" */
export const inWords = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("")

// Our Team, and the languages the team speaks (team.yaml).
/** On a profile: "Speaks English, Hindi and Punjabi" */
export const speaks = (languages: readonly string[]) => `Speaks ${inWords(languages)}`
/** On Our Team, under the introduction */
export const teamSpeaks = (languages: readonly string[]) => `Between us, we speak ${inWords(languages)}.`
export const languagesWeSpeak = "Languages we speak"
/** Above the links to the pages in other languages (content/language-pages/), each named in its own language */
export const inYourLanguage = "In your language"
/** Who speaks a language, when the whole team does */
export const everyone = "Everyone"
/** A physiotherapist's number on the College's public register */
export const collegeRegistration = (number: string) =>
  `Registered with the College of Physiotherapists of Ontario, registration number ${number}`
/** The link to a physiotherapist's page on that register */
export const onTheRegister = "Check it on the College's public register"

// Fees and coverage (/fees, from content/fees.yaml), and the fee beside the booking buttons.
export const feesAndCoverage = "Fees and coverage"
export const feeTableCaption = "Our fees per visit, in Canadian dollars"
export const feeColumns = { visit: "Visit", minutes: "Length", price: "Fee", coverage: "Insurance" } as const
/** "60 min", never broken over two lines */
export const minutes = (count: number) => `${count}\u00a0min`
export const coverage = { usually: "Usually covered", sometimes: "Sometimes covered", not: "Not covered" } as const
/** Beside the booking buttons: "Initial assessment and treatment: 60 min, $130" */
export const visitFee = (visit: string, length: number, price: string) => `${visit}: ${minutes(length)}, ${price}`
export const howWillYouPay = "How will you pay?"
export const youPay = "What you pay"
export const weDo = "What we do for you"
export const toBring = "What to bring"
export const insurersWeBill = "Insurers we bill directly"
export const paymentAndCancellation = "Payment and cancellation"
export const waysToPay = "Ways to pay"
export const receipts = "Receipts"
export const cancellation = "Cancellation"

// Getting here and getting in (/contact, from content/getting-here.yaml).
export const gettingHere = "Getting here and getting in"
export const accessParts = {
  entrance: "Entrance",
  floor: "Floor and elevator",
  parking: "Parking",
  dropOff: "Drop-off",
  transit: "By bus or train",
  washroom: "Washroom",
  serviceAnimals: "Service animals",
  help: "Need a hand getting in?",
} as const
export const stepFree = (yes: boolean) => (yes ? "Step-free entrance" : "There is a step at the entrance")
export const accessibleWashroom = (yes: boolean) => (yes ? "Accessible washroom" : "The washroom is not accessible")
export const getDirections = "Get directions"

// The accessibility statement's ways to reach the clinic.
export const contactForm = "Contact form"

// The privacy statement, and the notice beside the contact form's send button.
/** The person patients contact about their privacy (site.yaml's privacyContact) */
export const privacyContact = "Privacy contact"
/** Who delivers the form's messages, in the privacy statement: "Messages sent with our contact form …" */
export const formDeliveredBy = (provider: string) =>
  `Messages sent with our contact form are delivered to us by ${provider}, our form provider.`
/** "Formspree's privacy policy" */
export const privacyPolicyOf = (provider: string) => `${provider}'s privacy policy`
export const noHealthDetails = "Please don't include health details in your message."
/** How the clinic replies, and where the visitor's health is talked about instead */
export const howWeReply =
  "We'll reply by email or phone, as you choose above, and talk about your health at your visit or by phone."
/** "Your message is delivered to us by Formspree, our form provider." */
export const messageDeliveredBy = (provider: string) =>
  `Your message is delivered to us by ${provider}, our form provider.`
/** The link from the form's notice to /privacy */
export const readPrivacyStatement = "Read our privacy statement"

// The dated notice at the top of every page.
/** The notice's region, as screen readers name it */
export const notice = "Notice"
export const dismissNotice = "Dismiss this notice"

// The footer and the contact page.
export const followUs = "Follow Us"
export const quickLinks = "Quick Links"
export const contactUs = "Contact Us"
export const openingHours = "Opening Hours"
export const address = "Address"
export const phone = "Phone"
export const email = "Email"
export const backToHome = "Back to Home"
/** The networks of site.yaml's `social`, by their own names */
export const socialNetworks = { facebook: "Facebook", linkedin: "LinkedIn", instagram: "Instagram" } as const

// Opening hours.
/** A day without opening hours */
export const closed = "Closed"
export const closedNow = "Closed now"
/** "Open now · closes at 7:00 PM" */
export const openClosesAt = (time: string) => `Open now · closes at ${time}`
/** "Closed today for Christmas Day"; `reason` as holidays.yaml words it */
export const closedTodayFor = (reason: string) => `Closed today for ${reason}`
/**
 * "Closed now · opens tomorrow at 9:00 AM"; `closed` is closedNow or closedTodayFor's, `day` "today", "tomorrow", a
 * weekday's name or a date
 */
export const closedOpensAt = (closed: string, day: string, time: string) => `${closed} · opens ${day} at ${time}`
/** Under the regular week: the holidays and closures coming up */
export const hoursChanges = "Holiday hours and closures"
/** "closed (Christmas Day)", "10:00 AM – 2:00 PM (Christmas Eve)": after the day's date in that list */
export const changedHours = (hours: string | null, reason: string) => `${hours ?? "closed"} (${reason})`

// The home page's banner.
export const slideshow = "Highlights"
export const previousSlide = "Previous slide"
export const nextSlide = "Next slide"
export const pauseSlides = "Pause slideshow"
export const playSlides = "Play slideshow"

// Condition pages.
export const onThisPage = "On this page"
export const symptoms = "Common symptoms"
export const howWeHelp = "How physiotherapy can help"
/** On a category's page, the link from a condition to its own page */
export const readMoreAbout = (condition: string) => `Read more about ${condition}`

// The contact form (its heading and introduction are content: site.yaml's contactForm).
export const requiredNote = "Fields marked * are required."
export const fieldLabels: Record<Exclude<keyof ContactFields, "contactBy">, string> = {
  name: "Full Name",
  subject: "Subject",
  email: "Email",
  phone: "Phone Number",
  message: "Message",
}
export const contactBy = "How should we reply?"
export const contactByOptions: Record<ContactBy, string> = { Email: "Email", Phone: "Phone" }
export const sendMessage = "Send Message"
export const sending = "Sending…"
/** The label of the hidden field that only spam bots fill in */
export const spamTrap = "Leave this field empty"

// The error screen (its title is the product's, word for word).
export const errorTitle = "Unexpected Application Error!"
export const errorText = "Sorry, something went wrong while showing this page."
export const goHome = "Go to the home page"

// The blog.
/** "5 min read" */
export const readingTime = (minutes: number) => `${minutes} min read`
export const moreArticles = "More articles"
/** A post's link to the conditions it is about */
export const aboutTheseConditions = "Conditions in this article"
/** On a condition's page, the posts that are about it */
export const relatedArticles = "Related articles"
export const newerPost = "Newer article"
export const olderPost = "Older article"
export const postNavigation = "More from the blog"
export const blogPages = "Blog pages"
/** "Page 2", in a list page's title and its crumb */
export const pageNumber = (page: number) => `Page ${page}`
export const previousPage = "Previous page"
export const nextPage = "Next page"
export const followTheBlog = "Follow the blog by RSS"
export const noPostsYet = "No articles yet. Please check back soon."
/** The feed's title: "Blog | Clinic name" */
export const feedTitle = (blog: string, clinic: string) => `${blog} | ${clinic}`
