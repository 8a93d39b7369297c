/**
 * Referral capture (SPEC.md 5 "Referral capture (query to cookie)", SPEC.md 9 "Referral cookie lifetimes"): a partner's
 * link carries its marks in the query; each mark is kept in its cookie for its lifetime, and the marks standing when a
 * player registers are attributed to them (stored with the player by the server, which reads the same cookies).
 *
 * Rules, in the spec's words and where it leaves a choice, ours:
 * - ref gives refererid (60 days).
 * - bf gives bf_id (1 day) and the reflinkid "by bf" (1 day).
 * - btag, tag or qtag give the tag-based reflinkid (60 days); the first of them present, in that order, is the one.
 * - click_id with utm_source and aip gives ref_partner_id = aip (30 days) and the short reflinkid = click_id (1 hour).
 * - affid with a tag gives ref_partner_id = affid (60 days).
 * - pb enables the postback watcher (30 days); on a referral link without pb the watcher is written for 4 s only.
 * - subid is stored (60 days).
 * One link sets one reflinkid and one ref_partner_id: the longer-lived kind wins (tag over bf over click; affid over
 * click). A mark the link does not carry leaves its cookie as it was, and a value that is not a mark (empty, too long,
 * any character beyond letters, digits, '.', '-', '_') is ignored, so a crafted link cannot write anything else into a
 * cookie or erase one.
 */

const DAY_SECONDS = 24 * 3600

export const REFERRAL_LIFETIME_SECONDS = {
  refererid: 60 * DAY_SECONDS,
  bfId: DAY_SECONDS,
  reflinkidByBf: DAY_SECONDS,
  reflinkidByTag: 60 * DAY_SECONDS,
  refPartnerByClick: 30 * DAY_SECONDS,
  refPartnerByAffid: 60 * DAY_SECONDS,
  shortReflinkid: 3600,
  postbackWatcherWithoutPb: 4,
  postbackWatcher: 30 * DAY_SECONDS,
  subid: 60 * DAY_SECONDS
} as const

/** The cookies the marks are kept in. */
export const REFERRAL_COOKIE = {
  refererid: "refererid",
  bfId: "bf_id",
  reflinkid: "reflinkid",
  refPartnerId: "ref_partner_id",
  postback: "pb",
  subid: "subid"
} as const

/** The query parameters a referral link may carry. */
export const REFERRAL_PARAMETERS = ["ref", "bf", "btag", "tag", "qtag", "click_id", "utm_source", "aip", "affid", "pb", "subid"] as const

/** The value the watcher holds when the link had no pb: present (for its 4 s), watching nothing. */
export const POSTBACK_WATCHER_OFF = "0"

const MARK = /^[A-Za-z0-9._-]{1,64}$/

/** Whether a query value can be kept as a mark. */
export const isReferralMark = (value: string | null | undefined): value is string => value !== null && value !== undefined && MARK.test(value)

/** A cookie to write. */
export interface ReferralCookie {
  readonly name: string
  readonly value: string
  readonly maxAgeSeconds: number
}

/** The first value of `name` in the query, if it is a mark. */
const markOf = (query: URLSearchParams, name: string): string | undefined => {
  const value = query.get(name)
  return isReferralMark(value) ? value : undefined
}

/** The cookies a page address's query (`?a=b&...`, with or without its "?") writes; none for an address without marks. */
export const captureReferral = (search: string): ReadonlyArray<ReferralCookie> => {
  const query = new URLSearchParams(search)
  const writes: Array<ReferralCookie> = []
  const write = (name: string, value: string, maxAgeSeconds: number) => writes.push({ name, value, maxAgeSeconds })

  const ref = markOf(query, "ref")
  if (ref !== undefined) write(REFERRAL_COOKIE.refererid, ref, REFERRAL_LIFETIME_SECONDS.refererid)

  const bf = markOf(query, "bf")
  if (bf !== undefined) write(REFERRAL_COOKIE.bfId, bf, REFERRAL_LIFETIME_SECONDS.bfId)

  const tag = markOf(query, "btag") ?? markOf(query, "tag") ?? markOf(query, "qtag")
  const clickId = markOf(query, "click_id")
  const aip = markOf(query, "aip")
  const clickPath = clickId !== undefined && markOf(query, "utm_source") !== undefined && aip !== undefined

  if (tag !== undefined) write(REFERRAL_COOKIE.reflinkid, tag, REFERRAL_LIFETIME_SECONDS.reflinkidByTag)
  else if (bf !== undefined) write(REFERRAL_COOKIE.reflinkid, bf, REFERRAL_LIFETIME_SECONDS.reflinkidByBf)
  else if (clickPath) write(REFERRAL_COOKIE.reflinkid, clickId, REFERRAL_LIFETIME_SECONDS.shortReflinkid)

  const affid = markOf(query, "affid")
  if (affid !== undefined && tag !== undefined) write(REFERRAL_COOKIE.refPartnerId, affid, REFERRAL_LIFETIME_SECONDS.refPartnerByAffid)
  else if (clickPath) write(REFERRAL_COOKIE.refPartnerId, aip, REFERRAL_LIFETIME_SECONDS.refPartnerByClick)

  const subid = markOf(query, "subid")
  if (subid !== undefined) write(REFERRAL_COOKIE.subid, subid, REFERRAL_LIFETIME_SECONDS.subid)

  const pb = markOf(query, "pb")
  if (pb !== undefined) write(REFERRAL_COOKIE.postback, pb, REFERRAL_LIFETIME_SECONDS.postbackWatcher)
  else if (writes.length > 0) write(REFERRAL_COOKIE.postback, POSTBACK_WATCHER_OFF, REFERRAL_LIFETIME_SECONDS.postbackWatcherWithoutPb)
  return writes
}

/** The marks attributed to a player at registration (null: none stands). */
export interface ReferralAttribution {
  readonly refererid: string | null
  readonly reflinkid: string | null
  readonly refPartnerId: string | null
  readonly bfId: string | null
  readonly subid: string | null
  readonly postback: string | null
}

/** The marks standing in a browser's cookies (`cookie(name)`); a cookie that is not a mark counts as none. */
export const referralOf = (cookie: (name: string) => string | undefined): ReferralAttribution => {
  const mark = (name: string) => {
    const value = cookie(name)
    return isReferralMark(value) ? value : null
  }
  const postback = mark(REFERRAL_COOKIE.postback)
  return {
    refererid: mark(REFERRAL_COOKIE.refererid),
    reflinkid: mark(REFERRAL_COOKIE.reflinkid),
    refPartnerId: mark(REFERRAL_COOKIE.refPartnerId),
    bfId: mark(REFERRAL_COOKIE.bfId),
    subid: mark(REFERRAL_COOKIE.subid),
    postback: postback === POSTBACK_WATCHER_OFF ? null : postback
  }
}

/** Whether any mark stands. */
export const hasReferral = (attribution: ReferralAttribution): boolean => Object.values(attribution).some((value) => value !== null)
