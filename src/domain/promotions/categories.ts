/**
 * The promotions' categories (SPEC.md 2.9 "promotions categories"): a promotion belongs to one of them; "all" is the
 * showcase's first tab, the union of the others ("all bonuses"). The ids are the showcase's `category` query values.
 */
export const PROMOTION_CATEGORIES = ["poker", "casino", "bookmaker", "redeposit", "shares", "cashback", "first-deposit"] as const
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number]

export const SHOWCASE_TABS = ["all", ...PROMOTION_CATEGORIES] as const
export type ShowcaseTab = (typeof SHOWCASE_TABS)[number]

/** The tab a `category` query value names; anything else is the first tab. */
export const showcaseTabOf = (query: string | null | undefined): ShowcaseTab =>
  (SHOWCASE_TABS as ReadonlyArray<string>).includes(query ?? "") ? (query as ShowcaseTab) : "all"

/** A promotion's id: its address under /{lng}/promotions/, lower-case letters, digits, '-' and '_'. */
export const PROMOTION_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/

export const isPromotionId = (text: string): boolean => PROMOTION_ID.test(text)
