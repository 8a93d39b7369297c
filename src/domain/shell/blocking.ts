import { type LanguageCode } from "./language"
import { splitLanguageSegment, withLanguage } from "./languageRoute"

/**
 * Blocking (SPEC.md 4 "Blocking", 3 "Blocking reason codes" and "Block service response"): the blocks service answers,
 * for the visitor and the page, a display type, a template type and a reason code. Display type 1 sets the reason,
 * unless the template type is 1 and the visitor's force_geo_off cookie is "1" (the geo block switched off for them).
 * With a reason the visitor goes to the reason's block page, except on account-verify (a blocked visitor still
 * verifies their account); on a block page with no reason they return to /{lng}. For reason 4 (site updates) the page
 * they were on is kept in the query, and that is where they return once the updates are over.
 */

/** The cookie that switches a geo block off for the visitor (SPEC.md 4). */
export const FORCE_GEO_OFF_COOKIE = "force_geo_off"

/** SPEC.md 3: the reason codes the blocks service sends. */
export const BLOCK_REASONS = [1, 2, 3, 4, 5, 8, 13, 14, 16, 17] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

export const isBlockReason = (code: number): code is BlockReason => (BLOCK_REASONS as ReadonlyArray<number>).includes(code)

/** The reason of site updates: its page keeps the page the visitor was on. */
export const SITE_UPDATES_REASON = 4

/** The query parameter of the site-updates page that keeps the page the visitor was on. */
export const PREVIOUS_PATH_PARAM = "from"

/** What the blocks service answers for a visitor and a page (reason null: no rule). */
export interface BlockAnswer {
  readonly displayTypeId: number
  readonly templateTypeId: number
  readonly reason: number | null
}

/** The reason the answer sets: display type 1 sets it, unless template type 1 meets force_geo_off=1. */
export const blockReasonOf = (answer: BlockAnswer, forceGeoOff: string | undefined): number | null => {
  if (answer.displayTypeId !== 1 || answer.reason === null) return null
  if (answer.templateTypeId === 1 && forceGeoOff === "1") return null
  return answer.reason
}

/** The block pages by path after the language segment. */
export const BLOCK_PAGES = ["/block", "/block-ua", "/block-ie", "/site-updates", "/coming-soon", "/suspension"] as const
export type BlockPagePath = (typeof BLOCK_PAGES)[number]

/**
 * SPEC.md 3: 4 site updates, 16 suspension, 8 coming soon, 13 a block for one country (block-ua), 17 a block for one
 * browser (block-ie), and 1, 2, 3, 5, 14 the general block. A code the spec does not name is the general block too:
 * a reason is set, so the visitor is blocked; the general page says so without claiming a cause.
 */
export const blockPageOf = (reason: number): BlockPagePath => {
  switch (reason) {
    case 4:
      return "/site-updates"
    case 16:
      return "/suspension"
    case 8:
      return "/coming-soon"
    case 13:
      return "/block-ua"
    case 17:
      return "/block-ie"
    default:
      return "/block"
  }
}

/** The page a blocked visitor may still open: account verification (SPEC.md 2.5 user/accountverify). */
export const ACCOUNT_VERIFY_PAGE = "/user/accountverify"

const under = (rest: string, page: string): boolean => rest === page || rest.startsWith(`${page}/`)

export const isBlockPage = (path: string): boolean => {
  const rest = splitLanguageSegment(path).rest
  return BLOCK_PAGES.some((page) => rest === page || rest === `${page}/`)
}

/** A page of this site the visitor may be sent back to: a path under the language segment, never another origin. */
const isLocalPagePath = (value: string): boolean => /^\/[a-z]{2}(\/[^\\]*)?$/.test(value) && !value.startsWith("//") && !isBlockPage(value.split("?")[0]!)

/** Where the site-updates page sends the visitor back to, from its query; undefined: nowhere known. */
export const previousPathOf = (search: string): string | undefined => {
  const kept = new URLSearchParams(search).get(PREVIOUS_PATH_PARAM)
  return kept !== null && isLocalPagePath(kept) ? kept : undefined
}

/** Where the blocking rules send the visitor, or that the move would loop (then it is logged, not made). */
export type BlockVerdict =
  | { readonly _tag: "Stay" }
  | { readonly _tag: "Redirect"; readonly to: string; readonly cause: "blocked" | "unblocked" }
  | { readonly _tag: "Cyclic"; readonly to: string; readonly cause: "blocked" | "unblocked" }

const STAY: BlockVerdict = { _tag: "Stay" }

/**
 * The blocking rules for one route. `reason` undefined: the blocks service has not answered yet (nothing is decided on
 * a guess); null: no block. `banned`: the default block page is also the ban page, where a banned player stays.
 */
export const blockDetour = (
  route: { readonly path: string; readonly search: string },
  reason: number | null | undefined,
  lng: LanguageCode,
  banned: boolean
): BlockVerdict => {
  if (reason === undefined) return STAY
  const rest = splitLanguageSegment(route.path).rest
  const move = (to: string, cause: "blocked" | "unblocked"): BlockVerdict =>
    to.split("?")[0] === route.path ? { _tag: "Cyclic", to, cause } : { _tag: "Redirect", to, cause }
  if (reason !== null) {
    if (under(rest, ACCOUNT_VERIFY_PAGE)) return STAY
    const page = blockPageOf(reason)
    if (rest === page || rest === `${page}/`) return STAY
    if (reason === SITE_UPDATES_REASON) {
      // The page the visitor was on, kept; a visitor moved from one block page to this one keeps the one they came from.
      const previous = isBlockPage(route.path) ? previousPathOf(route.search) : `${route.path}${route.search}`
      const query = previous === undefined ? "" : `?${new URLSearchParams({ [PREVIOUS_PATH_PARAM]: previous }).toString()}`
      return move(withLanguage(lng, page, query), "blocked")
    }
    return move(withLanguage(lng, page), "blocked")
  }
  if (!isBlockPage(route.path)) return STAY
  if (banned && (rest === "/block" || rest === "/block/")) return STAY
  const back = rest.startsWith("/site-updates") ? previousPathOf(route.search) : undefined
  return move(back ?? withLanguage(lng, "/"), "unblocked")
}

/** A block rule the operator set: for one geo country, one browser (a part of its user agent) or the whole site. */
export interface BlockRule {
  readonly scope: "country" | "browser" | "site"
  readonly country: string | null
  readonly browser: string | null
  readonly reason: number
  readonly displayTypeId: number
  readonly templateTypeId: number
  /** Only for visitors who are not signed in. */
  readonly guestsOnly: boolean
}

/** The reasons a rule for the whole site may give: site updates, coming soon, suspension (a general block of everyone is none). */
export const SITE_WIDE_REASONS: ReadonlyArray<number> = [4, 8, 16]

export const NO_BLOCK: BlockAnswer = { displayTypeId: 0, templateTypeId: 0, reason: null }

export interface BlockVisitor {
  readonly geoCountry: string | null
  readonly userAgent: string
  readonly signedIn: boolean
}

export const blockRuleConcerns = (rule: BlockRule, visitor: BlockVisitor): boolean => {
  if (rule.guestsOnly && visitor.signedIn) return false
  switch (rule.scope) {
    case "site":
      return true
    case "country":
      return visitor.geoCountry !== null && rule.country !== null && visitor.geoCountry.toUpperCase() === rule.country.toUpperCase()
    case "browser":
      return rule.browser !== null && visitor.userAgent.toLowerCase().includes(rule.browser.toLowerCase())
  }
}

/** The blocks service's answer: the first rule (in the operator's order) that concerns the visitor, else no block. */
export const blockAnswerFor = (rules: ReadonlyArray<BlockRule>, visitor: BlockVisitor): BlockAnswer => {
  const rule = rules.find((each) => blockRuleConcerns(each, visitor))
  return rule === undefined ? NO_BLOCK : { displayTypeId: rule.displayTypeId, templateTypeId: rule.templateTypeId, reason: rule.reason }
}
