/**
 * Promo codes (SPEC.md 2.5 promotion, "promo-code check"): an operator makes a code that credits bonus money (a fixed
 * amount for the sports or the casino side, or a free bet) within a validity window, for at most `maxUses` players,
 * once per player. The player types it in the office; the server checks it in one statement that holds the code's row,
 * so two redemptions at once credit once. Codes are compared in upper case, spaces around them ignored.
 */

export const PROMO_CODE_KINDS = ["sport", "casino", "freebet"] as const
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number]

/** 4 to 32 letters, digits, '-' or '_'. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{4,32}$/

/** The code as it is stored and compared. */
export const normalizePromoCode = (text: string): string => text.trim().toUpperCase()

export const isPromoCode = (text: string): boolean => PROMO_CODE_PATTERN.test(normalizePromoCode(text))

/** Why a code is not redeemed by this player now. */
export type PromoCodeRefusal = "unknown" | "notYet" | "ended" | "usedUp" | "alreadyUsed" | "currency"

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
