import {
  type LanguageCode,
  type LanguageOffer,
  type LanguageSources,
  isLanguageCode,
  preferredLanguage,
  usableLanguages
} from "./language"

/** A location as the router sees it: a path and its query string (with "?" or empty). */
export interface Location {
  readonly path: string
  readonly search: string
}

export type LanguageRouting =
  | { readonly _tag: "Stay"; readonly lng: LanguageCode; readonly rest: string }
  | {
      readonly _tag: "Redirect"
      readonly lng: LanguageCode
      readonly to: string
      /** true when the path had no language segment at all: the URL is replaced, not pushed (SPEC.md 2.1). */
      readonly replace: boolean
      readonly reason: "missing" | "not-allowed"
    }

const normalisePath = (path: string): string => (path.startsWith("/") ? path : `/${path}`)

/** Splits "/en/casino/slots" into "en" and "/casino/slots"; a first segment that is not two letters gives none. */
export const splitLanguageSegment = (path: string): { readonly segment: string | undefined; readonly rest: string } => {
  const p = normalisePath(path)
  const match = /^\/([^/?#]*)(\/.*)?$/.exec(p)
  const first = match?.[1] ?? ""
  if (/^[A-Za-z]{2}$/.test(first)) return { segment: first.toLowerCase(), rest: match?.[2] ?? "/" }
  return { segment: undefined, rest: p }
}

export const withLanguage = (lng: LanguageCode, rest: string, search = ""): string => {
  const tail = rest === "/" || rest === "" ? "/" : normalisePath(rest)
  return `/${lng}${tail}${search}`
}

/**
 * SPEC.md 2.1: every path starts with an allowed two-letter language. A missing segment is added in front of
 * the path (the URL is replaced); a segment that is not allowed is swapped for the preferred language.
 */
export const routeLanguage = (
  location: Location,
  offer: LanguageOffer,
  authenticated: boolean,
  sources: LanguageSources
): LanguageRouting => {
  const { segment, rest } = splitLanguageSegment(location.path)
  const usable = usableLanguages(offer, authenticated)
  if (segment !== undefined && isLanguageCode(segment) && usable.includes(segment)) {
    return { _tag: "Stay", lng: segment, rest }
  }
  const lng = preferredLanguage(offer, authenticated, sources)
  if (segment === undefined) {
    return { _tag: "Redirect", lng, to: withLanguage(lng, rest, location.search), replace: true, reason: "missing" }
  }
  return { _tag: "Redirect", lng, to: withLanguage(lng, rest, location.search), replace: false, reason: "not-allowed" }
}

/** The same page in another language: the switcher keeps the path and query. */
export const switchLanguage = (location: Location, lng: LanguageCode): string =>
  withLanguage(lng, splitLanguageSegment(location.path).rest, location.search)
