import { Schema } from "effect"

/**
 * The links the site's e-mails carry (SPEC.md 2.4): `user/accountverify` (a registration's address), `user/activate`
 * (an address added in the office), `user/passwordreset` (the recovery e-mail) and `user/stopnewsletter` (every news
 * e-mail). Each carries one signed token (`?token=`); the first three are tied to the one-time code sent in the same
 * e-mail, so the link lives as long as the code (10 minutes) and following the link or typing the code spends both.
 * The server judges a link by the rules below; the pages show the verdict.
 */

/** The routes of SPEC.md 2.4, after the language segment. `user/activatefast` is the same page as `user/activate`. */
export const LINK_ROUTES = {
  accountVerify: "/user/accountverify",
  activate: "/user/activate",
  activateFast: "/user/activatefast",
  passwordReset: "/user/passwordreset",
  stopNewsletter: "/user/stopnewsletter"
} as const

/**
 * The address a mail client POSTs to for a one-click unsubscription (RFC 8058): the stop-newsletter page's, in any
 * language. Its form body is the only one besides JSON and the uploads the server lets through unread.
 */
export const isOneClickUnsubscribePath = (pathname: string): boolean => /^\/[a-z]{2}\/user\/stopnewsletter$/.test(pathname)

/** `/{lng}{route}?token=…`, the link as an e-mail carries it (the server puts its origin before it). */
export const linkWithToken = (language: string, route: (typeof LINK_ROUTES)[keyof typeof LINK_ROUTES], token: string): string =>
  `/${language}${route}?${new URLSearchParams({ token }).toString()}`

/** A link token is short text of the base64url alphabet and dots (a JWS); anything longer is not ours. */
export const LINK_TOKEN_MAX_LENGTH = 1024

/** BadRequest codes of a link that does not work (the one-time codes' end at 44, QR sign-in's start at 50). */
export const LinkErrorCode = {
  /** Not a link we made: altered, cut short, made for another page, or replaced by a newer link to the same address. */
  invalid: 60,
  /** Its 10 minutes are over. */
  expired: 61,
  /** It did its work once already (or the code sent with it was typed). */
  used: 62
} as const
export type LinkErrorCode = (typeof LinkErrorCode)[keyof typeof LinkErrorCode]

export type LinkRefusal = keyof typeof LinkErrorCode

/** The refusal a code answered, undefined for a refusal that is not about the link itself. */
export const linkRefusalOf = (code: number | undefined): LinkRefusal | undefined =>
  code === LinkErrorCode.invalid ? "invalid" : code === LinkErrorCode.expired ? "expired" : code === LinkErrorCode.used ? "used" : undefined

/** What the server keeps of the code a link is tied to (verification_codes). */
export interface StoredLink {
  readonly expiresAtMs: number
  readonly used: boolean
}

export type LinkVerdict = { readonly result: "valid" } | { readonly result: "refused"; readonly refusal: LinkRefusal }

/**
 * The verdict on a followed link whose signature is ours: none stored (never sent, replaced by a newer one, or purged
 * long after) is invalid; a spent one is used, even when late, since that is what the player did; a late one is
 * expired. The attempts at the code do not count: a link is not guessed, and a stranger typing wrong codes must not
 * lock the address's owner out of their own link.
 */
export const judgeLink = (stored: StoredLink | undefined, nowMs: number): LinkVerdict => {
  if (stored === undefined) return { result: "refused", refusal: "invalid" }
  if (stored.used) return { result: "refused", refusal: "used" }
  if (nowMs >= stored.expiresAtMs) return { result: "refused", refusal: "expired" }
  return { result: "valid" }
}

/**
 * The mailing settings (SPEC.md 3) an unsubscribe link may turn off, each named as the setting. News e-mails carry
 * enable_mail_news; the others are for the notices that will carry theirs.
 */
export const UnsubscribeSetting = Schema.Literal("enable_mail_news", "enable_mail_deposit", "enable_mail_bets", "enable_sms_news")
export type UnsubscribeSetting = typeof UnsubscribeSetting.Type
