/**
 * Promo codes (SPEC.md 2.5 promotion, "promo-code check"): an operator makes a code that credits bonus money (a fixed
 * amount for the sports or the casino side, or a free bet) within a validity window, for at most `maxUses` players,
 * once per player. The player types it in the office; the server checks it in one statement that holds the code's row,
 * so two redemptions at once credit once. Codes are compared in upper case, spaces around them ignored. A code of kind
 * 'boost' is not redeemed in the office: it is typed in the bet slip and boosts the coupon placed with it
 * (src/domain/promo/couponPromo.ts), once per player, checked by the server in the statement that places the coupon.
 */

export const PROMO_CODE_KINDS = ["sport", "casino", "freebet", "boost"] as const
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number]

/** 4 to 32 letters, digits, '-' or '_'. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/

/** The code as it is stored and compared. */
export const normalizePromoCode = (text: string): string => text.trim().toUpperCase()

export const isPromoCode = (text: string): boolean => PROMO_CODE_PATTERN.test(normalizePromoCode(text))

/** The kinds redeemed in the office (they credit bonus money); the others are typed in the bet slip. */
export const isOfficeKind = (kind: PromoCodeKind): boolean => kind !== "boost"

/**
 * Why a code is not redeemed (or not taken by a coupon) for this player now. slipOnly: a coupon code typed in the
 * office; officeOnly: a bonus code typed in the bet slip.
 */
export const PROMO_CODE_REFUSALS = ["unknown", "notYet", "ended", "usedUp", "alreadyUsed", "currency", "slipOnly", "officeOnly"] as const
export type PromoCodeRefusal = (typeof PROMO_CODE_REFUSALS)[number]

/** Each refusal in words, for the server's messages (the client shows its own texts by the refusal's code). */
export const PROMO_REFUSAL_WORDS: Readonly<Record<PromoCodeRefusal, string>> = {
  unknown: "there is no such promo code",
  notYet: "this promo code is not valid yet",
  ended: "this promo code has ended",
  usedUp: "this promo code has been used up",
  alreadyUsed: "you have used this promo code already",
  currency: "this promo code is for another currency",
  slipOnly: "this promo code boosts a coupon: enter it in the bet slip",
  officeOnly: "this promo code is redeemed in the office, not in the bet slip"
}

export interface PromoCodeFacts {
  readonly validFrom: number
  readonly validUntil: number
  readonly maxUses: number
  readonly uses: number
  readonly currency: string
}

/** The refusal of a redemption at `now` by a player of `currency` who has (or has not) used the code, if any. */
export const promoCodeRefusal = (code: PromoCodeFacts | null, now: number, currency: string, usedByPlayer: boolean): PromoCodeRefusal | null => {
  if (code === null) return "unknown"
  if (usedByPlayer) return "alreadyUsed"
  if (now < code.validFrom) return "notYet"
  if (now >= code.validUntil) return "ended"
  if (code.uses >= code.maxUses) return "usedUp"
  if (code.currency !== currency) return "currency"
  return null
}
