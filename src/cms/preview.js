// @ts-check
// The CMS's previews of a condition category and of the team, in the same markup and CSS as the site's
// ConditionEntry and TeamProfile components (src/components/), so editors see a change as patients will.
// A plain browser script run by /admin/ after Decap CMS's bundle, which provides `CMS` and `h`
// (React.createElement). src/cms/admin.ts puts it in public/admin/ with the interface's wording in front
// (window.CLINIC_PREVIEW, from src/lib/wording.ts) and prefixes the components' class names: `.entry` in
// condition-entry.module.css is `.condition-entry__entry` here.
;(function () {
  const { wording } = /** @type {any} */ (window).CLINIC_PREVIEW
  /** @type {any} */ const cms = /** @type {any} */ (window).CMS
  /** @type {(...args: any[]) => any} */ const el = /** @type {any} */ (window).h

  /** A list from the entry's data as plain values ([] when the field is empty). */
  const listOf = (/** @type {any} */ value) => (value && value.toJS ? value.toJS() : value || [])

  /** The field's configuration under `names` (e.g. entries → image), so an image resolves in its own folder. */
  function fieldAt(/** @type {any} */ fields, /** @type {string[]} */ names) {
    let field = { get: (/** @type {string} */ key) => (key === "fields" ? fields : undefined) }
    for (const name of names) {
      const children = field && field.get("fields")
      field = children && children.find((/** @type {any} */ child) => child.get("name") === name)
    }
    return field
  }

  /** The picture at `path` as the CMS has it (uploaded, or in the repository), or nothing. */
  function picture(
    /** @type {any} */ props,
    /** @type {string} */ path,
    /** @type {string[]} */ field,
    /** @type {string} */ className,
  ) {
    if (!path) return null
    const asset = props.getAsset(path, fieldAt(props.fields, field))
    return el("img", { className, src: asset ? asset.toString() : path, alt: "" })
  }

  const bulleted = (/** @type {string[]} */ items) =>
    el(
      "ul",
      { className: "condition-entry__list" },
      items.map((item, i) => el("li", { key: i }, item)),
    )

  /** A small heading over a bulleted list, as on a condition entry. */
  const headedList = (/** @type {string} */ heading, /** @type {string[]} */ items, /** @type {number} */ key) =>
    el("div", { key }, el("h3", { className: "condition-entry__listHeading" }, heading), bulleted(items))

  const paragraphs = (/** @type {string[]} */ texts) => texts.map((text, i) => el("p", { key: i }, text))

  /** One condition, as src/components/condition-entry renders it. */
  function conditionEntry(/** @type {any} */ props, /** @type {any} */ entry, /** @type {number} */ i) {
    const lists = [
      [wording.symptoms, entry.symptoms || []],
      [wording.howWeHelp, entry.treatments || []],
    ]
    return el(
      "section",
      { key: i, className: "condition-entry__entry" },
      picture(props, entry.image, ["entries", "image"], "condition-entry__image"),
      el(
        "div",
        { className: "condition-entry__text" },
        el("h2", { className: "condition-entry__title" }, entry.title),
        el("p", null, entry.description),
        el(
          "div",
          { className: "condition-entry__lists" },
          lists.map(([heading, items], j) => headedList(heading, items, j)),
        ),
      ),
    )
  }

  /** A condition category: its heading and description, then each condition (or the article's lists). */
  function ConditionPreview(/** @type {any} */ props) {
    const data = props.entry.get("data")
    const article = listOf(data.get("article"))
    return el(
      "main",
      { className: "cms-preview" },
      el("h1", null, data.get("title")),
      paragraphs(listOf(data.get("description"))),
      listOf(data.get("entries")).map((/** @type {any} */ entry, /** @type {number} */ i) =>
        conditionEntry(props, entry, i),
      ),
      data.get("layout") === "article" &&
        el(
          "section",
          { className: "condition-entry__entry" },
          picture(props, article.image, ["article", "image"], "condition-entry__image"),
          el(
            "div",
            { className: "condition-entry__text" },
            el("h2", { className: "condition-entry__title" }, wording.symptoms),
            bulleted(article.symptoms || []),
            (article.treatmentGroups || []).map((/** @type {any} */ group, /** @type {number} */ i) =>
              headedList(group.title, group.points || [], i),
            ),
          ),
        ),
    )
  }

  /** Each person, as src/components/team-profile renders them. */
  function TeamPreview(/** @type {any} */ props) {
    const members = listOf(props.entry.getIn(["data", "members"]))
    return el(
      "main",
      { className: "cms-preview" },
      members.map((/** @type {any} */ member, /** @type {number} */ i) =>
        el(
          "article",
          { key: i, className: "team-profile__profile" },
          picture(props, member.photo, ["members", "photo"], "team-profile__photo"),
          el(
            "div",
            { className: "team-profile__heading" },
            el("h2", { className: "team-profile__name" }, member.name),
            el("p", { className: "team-profile__role" }, member.role),
          ),
          el(
            "div",
            { className: "team-profile__bio" },
            paragraphs(member.bio || []),
            member.registrationNumber &&
              el(
                "p",
                { className: "team-profile__registration" },
                wording.collegeRegistration.replace("{number}", member.registrationNumber),
                member.registerUrl && " · ",
                member.registerUrl &&
                  el("a", { href: member.registerUrl, target: "_blank", rel: "noopener" }, wording.onTheRegister),
              ),
            member.bookingUrl &&
              el(
                "a",
                { className: "team-profile__book", href: member.bookingUrl, target: "_blank", rel: "noopener" },
                wording.bookWith.replace("{name}", member.name),
              ),
          ),
        ),
      ),
    )
  }

  cms.registerPreviewStyle("/admin/preview.css")
  cms.registerPreviewTemplate("conditions", ConditionPreview)
  cms.registerPreviewTemplate("team", TeamPreview)
})()
