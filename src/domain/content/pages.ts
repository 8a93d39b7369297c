/**
 * The content area's pages (SPEC.md 2.6 information, 2.8 blog and news): which addresses are remote views the back
 * end writes, and what each address asks it for. One list for the route table, the server's views, its sitemap and
 * the footer.
 */

/**
 * The information and legal pages of SPEC.md 2.6 (rules aside, which has its own sections), plus the privacy policy
 * the site's cookie and consent texts point to. Each is a page path /{lng}/{slug}.
 */
export const INFO_PAGES = [
  "about",
  "contacts",
  "howbet",
  "payment",
  "cookies",
  "privacy",
  "licenses",
  "taxation",
  "consent",
  "simpleidentification",
  "smsbets",
  "amlkyc",
  "amlpolicy",
  "disputeresolution",
  "kycpolicy",
  "responsiblegaming",
  "cash_terminals",
  "betting-calculator",
  "betting-alphabet",
  "betting-awards",
  "partners"
] as const
export type InfoPage = (typeof INFO_PAGES)[number]

export const isInfoPage = (slug: string): slug is InfoPage => (INFO_PAGES as ReadonlyArray<string>).includes(slug)

/** The legal pages among them: the compact footer links these alone. */
export const LEGAL_PAGES: ReadonlyArray<InfoPage> = ["privacy", "cookies", "responsiblegaming", "amlpolicy", "disputeresolution"]

/** rules/{ruleGroup}/{chapter?}: the groups of the rules and their chapters (a chapter is a page of its own). */
export const RULE_GROUPS = {
  general: ["accounts", "bets", "settlement"],
  sports: ["football", "tennis", "basketball"],
  casino: [],
  bonuses: []
} as const satisfies Record<string, ReadonlyArray<string>>
export type RuleGroup = keyof typeof RULE_GROUPS

const isRuleGroup = (group: string): group is RuleGroup => Object.hasOwn(RULE_GROUPS, group)

/** The stored page a rules section is: rules/{group} or rules/{group}/{chapter}; undefined for an unknown section. */
export const rulesPageSlug = (group: string, chapter: string | undefined): string | undefined => {
  if (!isRuleGroup(group)) return undefined
  if (chapter === undefined) return `rules/${group}`
  return (RULE_GROUPS[group] as ReadonlyArray<string>).includes(chapter) ? `rules/${group}/${chapter}` : undefined
}

/**
 * ourpartners/{section} (SPEC.md 2.8): the affiliate programme for outside partners, a stored page per section; an
 * unknown section is the 404 page. (`partners`, its landing page, is one of the information pages.)
 */
export const OUR_PARTNERS_SECTIONS = ["about", "commission", "faq", "contacts"] as const
export type OurPartnersSection = (typeof OUR_PARTNERS_SECTIONS)[number]

/** The stored page an ourpartners section is; undefined for an unknown section. */
export const ourPartnersPageSlug = (section: string): string | undefined =>
  (OUR_PARTNERS_SECTIONS as ReadonlyArray<string>).includes(section) ? `ourpartners/${section}` : undefined

/** Every stored page's slug: the information pages, every rules section and every ourpartners section (the sitemap lists them). */
export const ALL_PAGE_SLUGS: ReadonlyArray<string> = [
  ...INFO_PAGES,
  ...OUR_PARTNERS_SECTIONS.map((section) => `ourpartners/${section}`),
  ...Object.entries(RULE_GROUPS).flatMap(([group, chapters]) => [`rules/${group}`, ...chapters.map((chapter) => `rules/${group}/${chapter}`)])
]

/** The route availability id (SPEC.md 5, route meta key 13) under which an unknown rules section is not a 404. */
export const RULES_FALLBACK_ROUTE = 47

/** The rules index an unknown section shows when route 47 is available. */
export const RULES_INDEX_SLUG = "rules/general"

/**
 * SPEC.md 2.6: an unknown rules section returns 404 unless route 47 is available; then it shows the rules' index.
 * The page a rules address shows, or "not-found".
 */
export const rulesSection = (group: string, chapter: string | undefined, availableRoutes: ReadonlyArray<number>): string | "not-found" =>
  rulesPageSlug(group, chapter) ?? (availableRoutes.includes(RULES_FALLBACK_ROUTE) ? RULES_INDEX_SLUG : "not-found")

/** A news article's or blog post's slug, as the operator names it: lower-case words joined by dashes. */
export const ARTICLE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/

/** The page paths of the content area (src/domain/shell/routes.ts spreads them into the site's list). */
export const CONTENT_PAGE_PATHS = {
  ...(Object.fromEntries(INFO_PAGES.map((slug) => [`info-${slug}`, `/:lng/${slug}`])) as { readonly [S in InfoPage as `info-${S}`]: `/:lng/${S}` }),
  rules: "/:lng/rules/:ruleGroup/:chapter?",
  ourpartners: "/:lng/ourpartners/:section",
  news: "/:lng/news/:slug?",
  blog: "/:lng/blog/:slug?"
} as const

/** What a content address asks the back end for; undefined for an address that is no content page. */
export type ContentAddress =
  | { readonly kind: "page"; readonly lng: string; readonly slug: InfoPage }
  | { readonly kind: "rules"; readonly lng: string; readonly group: string; readonly chapter: string | undefined }
  | { readonly kind: "ourpartners"; readonly lng: string; readonly section: string }
  | { readonly kind: "news" | "blog"; readonly lng: string; readonly slug: string | undefined }

/** Reads a page path (no query) as a content address: /{lng}/{info page}, /{lng}/rules/…, /{lng}/ourpartners/…, /{lng}/news/…, /{lng}/blog/…. */
export const contentAddressOf = (pathname: string): ContentAddress | undefined => {
  const segments = pathname.split("/").filter((segment) => segment !== "")
  const [lng, first, second, third, ...rest] = segments
  if (lng === undefined || !/^[a-z]{2}$/.test(lng) || first === undefined || rest.length > 0) return undefined
  if (isInfoPage(first) && second === undefined) return { kind: "page", lng, slug: first }
  if (first === "rules" && second !== undefined) return { kind: "rules", lng, group: second, chapter: third }
  if (first === "ourpartners" && second !== undefined && third === undefined) return { kind: "ourpartners", lng, section: second }
  if ((first === "news" || first === "blog") && third === undefined) return { kind: first, lng, slug: second }
  return undefined
}
