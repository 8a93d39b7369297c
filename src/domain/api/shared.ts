import { PlayerText } from "../playerText"

/** A header value the server reads (a bearer token, a device token, a captcha answer): one line of text, no control characters. */
export const HeaderValue = PlayerText(8192)

/** Header names shared by client and server. */
export const HeaderNames = {
  geoCountry: "x-geo-country",
  fingerprint: "x-fingerprint",
  captcha: "x-captcha",
  language: "x-language",
  /** Set by the server on every answer; a bug report that quotes it finds the server's log line. */
  requestId: "x-request-id"
} as const

/** What the edge proxy's geo-country header may hold: a two-letter country code, in either case. */
export const isGeoCountryHeader = (value: string): boolean => /^[A-Za-z]{2}$/.test(value)

/** Path prefixes that belong to the API; every other path is the client's (its files and its routes). */
export const API_PREFIXES = ["/bff-api", "/web-api", "/auth-api", "/social-api", "/limit-service-api", "/third-party", "/blocks-api"] as const

export const isApiPath = (pathname: string): boolean =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** The guest/player session cookie set by GET /web-api/session: HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = "oddsfold_session"

/** The few endpoints whose body is a multipart form, as their callers send it (SPEC.md 7); every other body is JSON. */
export const MULTIPART_PATHS: ReadonlyArray<string> = ["/social-api/oauth/google-one-tap"]
