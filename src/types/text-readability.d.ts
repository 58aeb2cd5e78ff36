// text-readability ships JavaScript only: the one method the site uses, as its README documents it.
declare module "text-readability" {
  const readability: {
    /** The Flesch-Kincaid grade level of a text */
    fleschKincaidGrade(text: string): number
  }
  export default readability
}
