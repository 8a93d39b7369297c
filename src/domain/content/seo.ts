/**
 * A page's SEO data (SPEC.md 3 "SEO page data": title, description, metaRobots, customCanonical): what the first HTML
 * of a page carries in its head, so that a crawler reads each page under its own title, canonical address and
 * language alternates without running the site.
 */
export interface PageHead {
  readonly title: string
  readonly description: string
  /** "index, follow" or "noindex, nofollow". */
  readonly robots: string
  /** The page's own address on the site's origin, without its query. */
  readonly canonical: string
  /** hreflang → address: the same page in every language the site has, plus x-default. */
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>
}

export const INDEX = "index, follow"
export const NOINDEX = "noindex, nofollow"

/** "/en/line" -> "en" and "/line"; a path whose first segment is no language has none. */
const splitLanguage = (pathname: string): { readonly segment: string | undefined; readonly rest: string } => {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname)
  return match === null ? { segment: undefined, rest: pathname } : { segment: match[1], rest: match[2] ?? "/" }
}

/** The page's address without its query, on `origin`, with a trailing slash only for the language root. */
export const canonicalOf = (origin: string, pathname: string): string => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  const { segment, rest } = splitLanguage(trimmed)
  return segment !== undefined && (rest === "" || rest === "/") ? `${origin}/${segment}/` : `${origin}${trimmed}`
}

/** The same page in each of `languages` (its language segment swapped), and x-default in English. */
export const alternatesOf = (origin: string, pathname: string, languages: ReadonlyArray<string>): PageHead["alternates"] => {
  const { segment, rest } = splitLanguage(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname)
  if (segment === undefined) return []
  const tail = rest === "" ? "/" : rest
  const hrefOf = (lng: string) => canonicalOf(origin, `/${lng}${tail}`)
  return [...languages.map((lng) => ({ hreflang: lng, href: hrefOf(lng) })), { hreflang: "x-default", href: hrefOf("en") }]
}

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;")

/** The head's tags for a page, escaped: title, description, robots, canonical and the alternates. */
export const headTags = (head: PageHead): { readonly title: string; readonly meta: string } => ({
  title: `<title>${escapeText(head.title)}</title>`,
  meta: [
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    `<meta name="robots" content="${escapeAttribute(head.robots)}">`,
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}">`)
  ].join("")
})
