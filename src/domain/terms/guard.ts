/**
 * SPEC.md 4 "Terms changed": while the site config's feature confirmTerms is on, a signed-in player whose accepted
 * terms are older than the current ones gets 451 with exception_code 1 from every signed-in call, except the calls the
 * confirm page and the shell's basics need: reading and confirming the terms, signing out, the session, token,
 * fingerprint, user config and rights, the site config, the app version, the maintenance state and the block check, and the cookie and analytics posts a page makes on its own.
 * The server applies this rule (server/terms/gate.ts); it lives here so the rule is one list a property can check.
 */

export const TERMS_BASE = "/web-api/terms"

/** The site config's feature that turns the confirmation on (SPEC.md 6 "confirm-terms availability"). */
export const CONFIRM_TERMS_FEATURE = "confirmTerms"

/** The calls a player whose terms are out of date may still make, as "METHOD path" (the path without its query). */
export const TERMS_EXEMPT_CALLS: ReadonlySet<string> = new Set([
  `GET ${TERMS_BASE}/status`,
  `GET ${TERMS_BASE}/rules`,
  `POST ${TERMS_BASE}/confirm`,
  "POST /auth-api/logout",
  "GET /auth-api/session/check",
  "GET /web-api/session",
  "GET /web-api/user/gettoken",
  "POST /web-api/fingerprint",
  "GET /web-api/user/config",
  "GET /auth-api/rights",
  "GET /bff-api/config/all.json",
  "GET /bff-api/config/group/get",
  "GET /bff-api/app-version",
  "GET /web-api/maintenance",
  "POST /blocks-api/api/v2/block",
  "POST /redirects-api/api/v1/redirect-light",
  "POST /web-api/user/cookie-agreement",
  "POST /web-api/analytics/page-events"
])

/** Whether a call (its method and path without the query) is one a player with out-of-date terms may make. */
export const isTermsExempt = (method: string, path: string): boolean => TERMS_EXEMPT_CALLS.has(`${method.toUpperCase()} ${path}`)

export interface TermsStanding {
  /** The site config's feature confirmTerms. */
  readonly enabled: boolean
  /** The current terms' version; null: none published. */
  readonly current: number | null
  /** The newest version the player accepted; null: none. */
  readonly accepted: number | null
}

/** Whether the player must confirm the current terms first: the feature on, terms published, and theirs older. */
export const mustConfirmTerms = ({ accepted, current, enabled }: TermsStanding): boolean => enabled && current !== null && (accepted ?? 0) < current

/** Whether a signed-in call is refused with 451 / exception_code 1: the player must confirm, and the call is not exempt. */
export const refusedForTerms = (standing: TermsStanding, method: string, path: string): boolean => mustConfirmTerms(standing) && !isTermsExempt(method, path)
