import type { AfterRegistrationRedirect } from "../config/siteConfig"
import { splitLanguageSegment, withLanguage } from "../shell/languageRoute"
import type { LanguageCode } from "../shell/language"

/**
 * Where a player goes after signing in, signing out or registering (SPEC.md 4 "Session and auth" and "After
 * registration"): the return URL, else the previous route, else home. A route that makes no sense in the new state
 * is skipped: the sign-in and registration pages after signing in, the personal office after signing out.
 */

/** Path prefixes (after the language segment) of the pages that are only for guests: sign-in and registration. */
export const GUEST_ONLY_PREFIXES = ["/user/login", "/user/qr-login", "/registration", "/user/forgotpassword"] as const

/** Path prefixes of the personal office (SPEC.md 2.5), only for signed-in players. */
export const PLAYER_ONLY_PREFIXES = [
  "/account",
  "/history",
  "/historypay",
  "/recharge",
  "/security",
  "/responsible",
  "/settings",
  "/bonuses/deposit",
  "/bonuses/wager",
  "/deduce",
  "/promotion",
  "/bringfriend",
  "/support",
  "/rewards",
  "/verification",
  "/identification",
  "/share-idea",
  "/payment/requests",
  "/payment/create-request",
  "/convert-account",
  "/my-casino",
  "/favorites"
] as const

const isAsciiLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122)

/**
 * Whether a page path (no query) is a sign-in or registration page, as `underAny(routeOf(path), GUEST_ONLY_PREFIXES)`
 * says, without a regular expression or a new string: the auth projection asks it on every navigation of a replay.
 */
export const isGuestOnlyPage = (path: string): boolean => {
  // The language segment, "/xx" followed by "/" or the end, is skipped (splitLanguageSegment's rule).
  const hasLanguage =
    path.charCodeAt(0) === 47 && isAsciiLetter(path.charCodeAt(1)) && isAsciiLetter(path.charCodeAt(2)) && (path.length === 3 || path.charCodeAt(3) === 47)
  const offset = hasLanguage ? 3 : 0
  for (const prefix of GUEST_ONLY_PREFIXES) {
    const end = offset + prefix.length
    if (path.startsWith(prefix, offset) && (path.length === end || path.charCodeAt(end) === 47)) return true
  }
  return false
}

const underAny = (rest: string, prefixes: ReadonlyArray<string>): boolean =>
  prefixes.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`) || rest.startsWith(`${prefix}?`))

/** The path without its language segment and query: "/en/account?x=1" → "/account". */
const routeOf = (target: string): string => splitLanguageSegment(target.split(/[?#]/)[0] ?? "/").rest

/**
 * A return URL is followed only when it is a path on this site: "/en/casino" yes; "https://evil.example",
 * "//evil.example", "/\\evil.example" or "javascript:" never (no open redirect through the query).
 */
export const isSitePath = (target: string): boolean =>
  target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") && !/[\u0000-\u001f]/.test(target)

export interface RedirectSources {
  /** The stored return-url query value, decoded (SPEC.md 2.1), if any. */
  readonly returnUrl: string | null
  /** The route shown before the sign-in or sign-out page, if any. */
  readonly previousRoute: string | null
  readonly lng: LanguageCode
}

const firstUsable = (candidates: ReadonlyArray<string | null>, usable: (target: string) => boolean, lng: LanguageCode): string =>
  candidates.find((target): target is string => target !== null && isSitePath(target) && usable(target)) ?? withLanguage(lng, "/")

/** After signing in: never back to a guest-only page. */
export const afterLogin = (sources: RedirectSources): string =>
  firstUsable([sources.returnUrl, sources.previousRoute], (target) => !underAny(routeOf(target), GUEST_ONLY_PREFIXES), sources.lng)

/** After signing out: never to the personal office, which now sends to sign-in. */
export const afterLogout = (sources: RedirectSources): string =>
  firstUsable([sources.returnUrl, sources.previousRoute], (target) => !underAny(routeOf(target), PLAYER_ONLY_PREFIXES), sources.lng)

/**
 * After registration: the return URL, else the target remembered when the player entered registration or sign-in
 * from a page a rule names (SPEC.md 4 "After registration", `origin`: a path with its language), else the same
 * rule as after signing in.
 */
export const afterRegistration = (sources: RedirectSources & { readonly origin: string | null }): string =>
  firstUsable([sources.returnUrl, sources.origin, sources.previousRoute], (target) => !underAny(routeOf(target), GUEST_ONLY_PREFIXES), sources.lng)

/**
 * The route a registration entered from `page` (a path, with or without its language segment and query) leads to
 * once the player is registered: `route_to` of the first rule whose `route_from` is the page's route or a section
 * above it ("/casino" covers "/casino/slots"; "/" is the home page only); null when no rule names the page.
 */
export const registrationTargetOf = (rules: ReadonlyArray<AfterRegistrationRedirect>, page: string | null): string | null => {
  if (page === null || !isSitePath(page)) return null
  const route = routeOf(page)
  return rules.find((rule) => route === rule.route_from || (rule.route_from !== "/" && route.startsWith(`${rule.route_from}/`)))?.route_to ?? null
}

/** A guest on a personal-office page goes to sign-in with the dropdown open (SPEC.md 6), coming back afterwards. */
export const isPlayerOnlyRoute = (path: string): boolean => underAny(routeOf(path), PLAYER_ONLY_PREFIXES)
