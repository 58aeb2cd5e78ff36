/** The home page's content, as its page query returns it. */
export type HomeContent = NonNullable<Queries.HomePageQuery["home"]>
