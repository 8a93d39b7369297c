import { Schema } from "effect"
import { splitLanguageSegment } from "./languageRoute"

/**
 * The redirects service (SPEC.md 3 "Redirect service response"; 7 "POST /redirects-api/api/v1/redirect-light"; 4 and 8
 * "A cyclic redirect is logged, not performed"; 9 "redirect service 5 at 1 s"). The operator's rules move a page of the
 * site to another one, permanently (301) or for now (302); a rule names the path after the language segment, so one
 * rule moves the page in every language. The service follows a chain of rules to its end and answers where the page
 * goes (the visitor's language and query kept), why (each rule's reason), and every address passed (breadcrumbs); the
 * page and the server's full page load follow it unless it comes back to an address already passed.
 */

/** How many rules one answer follows: a longer chain is answered where it stands, and the next check goes on from there. */
export const MAX_REDIRECT_HOPS = 10

export const REDIRECT_CODES = [301, 302] as const
export type RedirectCode = (typeof REDIRECT_CODES)[number]

/**
 * A path of the site after its language segment, as a rule names it: "/" and letters, digits and "-._~%" only (no query,
 * no "//" that a browser would read as another host, no "..": a rule can only move a page to another page of the site),
 * never the home page itself and never starting with a language-like segment (that would be "/en/en/…").
 */
export const RedirectPath = Schema.String.pipe(
  Schema.maxLength(300),
  Schema.filter((path) => /^(\/[A-Za-z0-9\-._~%]+)+\/?$/.test(path) || "a path of the site after its language, such as /news/old-title: letters, digits and - . _ ~ % between slashes"),
  Schema.filter((path) => !path.split("/").some((segment) => segment === "." || segment === "..") || "must not contain . or .. segments"),
  Schema.filter((path) => splitLanguageSegment(path).segment === undefined || "starts after the language segment: /news/old, not /en/news/old")
)

export interface RedirectRule {
  readonly from: string
  readonly to: string
  readonly code: RedirectCode
  /** Why the page moved, in the operator's words (shown to developers in the answer and the log, never to players). */
  readonly reason: string
}

/** SPEC.md 3: the answer for one page address. `code` is 200 when the page stays. */
export interface RedirectAnswer {
  readonly redirect: boolean
  readonly code: number
  readonly url: string
  readonly reasons: ReadonlyArray<string>
  readonly breadcrumbs: ReadonlyArray<string>
}

/** A rule's path as compared: without a trailing slash ("/news/" and "/news" are one page). */
export const redirectKey = (path: string): string => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path)

const stays = (url: string): RedirectAnswer => ({ redirect: false, code: 200, url, reasons: [], breadcrumbs: [url] })

/**
 * Where the page at `url` (a path with its language segment and query) goes under `rules` (keyed by redirectKey of
 * their `from`). The chain stops at a page no rule moves, after MAX_REDIRECT_HOPS rules, or at the first address
 * already passed (then the answer's url is that address: a cyclic redirect, see redirectVerdict). A chain with any
 * temporary rule is temporary (302): a browser must not remember it.
 */
export const resolveRedirect = (rules: ReadonlyMap<string, RedirectRule>, url: string): RedirectAnswer => {
  const queryAt = url.search(/[?#]/)
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const search = queryAt === -1 ? "" : url.slice(queryAt)
  const { segment, rest } = splitLanguageSegment(path)
  if (segment === undefined || !path.startsWith("/")) return stays(url)
  let at = redirectKey(rest)
  const passed = new Set([at])
  const breadcrumbs = [url]
  const reasons: Array<string> = []
  let code: RedirectCode = 301
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const rule = rules.get(at)
    if (rule === undefined) break
    at = redirectKey(rule.to)
    reasons.push(rule.reason)
    if (rule.code === 302) code = 302
    breadcrumbs.push(`/${segment}${at}${search}`)
    if (passed.has(at)) break
    passed.add(at)
  }
  return breadcrumbs.length === 1 ? stays(url) : { redirect: true, code, url: breadcrumbs[breadcrumbs.length - 1]!, reasons, breadcrumbs }
}

/**
 * Whether a new rule moving `from` to `to` (both rule paths) would make a loop: the page moved, or the chain from its
 * new place under the rules already kept, comes back to it. The operator's rule is refused then.
 */
export const closesLoop = (rules: ReadonlyMap<string, RedirectRule>, from: string, to: string): boolean => {
  const moved = redirectKey(from)
  let at = redirectKey(to)
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    if (at === moved) return true
    const rule = rules.get(at)
    if (rule === undefined) return false
    at = redirectKey(rule.to)
  }
  return false
}

export type RedirectVerdict =
  | { readonly _tag: "Stay" }
  | { readonly _tag: "Redirect"; readonly to: string; readonly code: number }
  | { readonly _tag: "Cyclic"; readonly to: string }

const STAY: RedirectVerdict = { _tag: "Stay" }

/** An address as compared: "/en/news/?a=1" and "/en/news?a=1" are one page. */
const addressKey = (url: string): string => {
  const queryAt = url.search(/[?#]/)
  return queryAt === -1 ? redirectKey(url) : `${redirectKey(url.slice(0, queryAt))}${url.slice(queryAt)}`
}

/** Only a path of this site: an answer pointing elsewhere ("//host", "https://…") is not followed. */
const isSitePath = (url: string): boolean => url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")

/**
 * What the page at `current` does with the service's answer for it: stays; follows it; or, when following it would
 * come back to `current` or to an address the chain already passed, logs it and stays (SPEC.md 4 and 8).
 */
export const redirectVerdict = (current: string, answer: RedirectAnswer): RedirectVerdict => {
  if (!answer.redirect || !isSitePath(answer.url)) return STAY
  const to = addressKey(answer.url)
  const before = answer.breadcrumbs.slice(0, -1).map(addressKey)
  if (to === addressKey(current) || before.includes(to)) return { _tag: "Cyclic", to: answer.url }
  return { _tag: "Redirect", to: answer.url, code: answer.code }
}
