/**
 * SPEC.md 2.7's addresses of the bonuses and promotions, as pure functions both the server (a full page load answers
 * a real redirect) and the client (a click inside the app lands on the same page) use.
 *
 * The route pairs: each pair names one page under two names, the "bonus" name and the "offer" name; the site setting
 * promo-bonus-to-offer (config feature `promoBonusToOffer`) decides which is canonical, and the other redirects to it
 * keeping its params and query exactly. What each pair shows:
 * - bonuses | bonuses-offers: the promotions showcase (all bonuses; the tab is the `category` query);
 * - bonus-partner/{id} | bonus-offer-partner/{id}: a promotion as a partner's (affiliate's) link opens it; the partner's
 *   query (e.g. `ref`) is kept for the referral;
 * - bonus/{id} | bonus-offer/{id}: a promotion;
 * - bonuses-games | bonuses-offers-games: the bonus games (the list of /{lng}/games).
 * A setting can change, so these redirects are 302: a browser must not keep them.
 *
 * Legacy landings: the landing addresses of earlier sites (LEGACY_LANDINGS) moved for good to /{lng}/promotions/{id}:
 * 301. The bonus id slot_first_deposit redirects with 301 to /{lng}/casino/slot-first-deposit while the setting
 * `slotFirstDepositRedirect` is on (SPEC.md 2.7); while it is off, it is the promotion of that id like any other.
 */

export type PairVariant = "bonus" | "offer"

export interface RoutePair {
  readonly bonus: string
  readonly offer: string
  /** How many segments may follow the name. */
  readonly params: ReadonlyArray<number>
}

export const ROUTE_PAIRS: ReadonlyArray<RoutePair> = [
  { bonus: "bonuses", offer: "bonuses-offers", params: [0] },
  { bonus: "bonus-partner", offer: "bonus-offer-partner", params: [1] },
  { bonus: "bonus", offer: "bonus-offer", params: [1] },
  { bonus: "bonuses-games", offer: "bonuses-offers-games", params: [0] }
]

/** The legacy landing paths' first segments: /{lng}/{segment}/{id} went to /{lng}/promotions/{id}. */
export const LEGACY_LANDINGS = ["promo", "landing", "bonus-landing", "promo-landing"] as const
export type LegacyLanding = (typeof LEGACY_LANDINGS)[number]

/** SPEC.md 2.7: the bonus id that has a casino landing of its own, and that landing. */
export const SLOT_FIRST_DEPOSIT_ID = "slot_first_deposit"
export const slotFirstDepositPath = (lng: string): string => `/${lng}/casino/slot-first-deposit`

/** The settings the redirects read (site config features). */
export interface PromotionRouteSettings {
  /** promo-bonus-to-offer: the "offer" names are canonical. */
  readonly bonusToOffer: boolean
  /** The first-deposit redirect of bonus id slot_first_deposit. */
  readonly slotFirstDepositRedirect: boolean
}

export const promotionRouteSettingsOf = (features: Readonly<Record<string, boolean>>): PromotionRouteSettings => ({
  bonusToOffer: features["promoBonusToOffer"] === true,
  slotFirstDepositRedirect: features["slotFirstDepositRedirect"] === true
})

export const canonicalVariant = (settings: Pick<PromotionRouteSettings, "bonusToOffer">): PairVariant => (settings.bonusToOffer ? "offer" : "bonus")

export interface PairAddress {
  readonly pair: RoutePair
  readonly variant: PairVariant
  readonly lng: string
  /** The segments after the name, exactly as written (still percent-encoded). */
  readonly params: ReadonlyArray<string>
}

const segmentsOf = (pathname: string): ReadonlyArray<string> | undefined => {
  // A trailing slash is the same page (the router's rule); an empty segment inside is no page of ours.
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname
  if (!trimmed.startsWith("/")) return undefined
  const segments = trimmed.slice(1).split("/")
  return segments.some((segment) => segment === "") ? undefined : segments
}

const LANGUAGE_SEGMENT = /^[a-z]{2}$/

/** The pair and variant a path names, or undefined when it is none of the pairs' pages. */
export const pairAddressOf = (pathname: string): PairAddress | undefined => {
  const segments = segmentsOf(pathname)
  if (segments === undefined || segments.length < 2) return undefined
  const [lng, name, ...params] = segments as [string, string, ...Array<string>]
  if (!LANGUAGE_SEGMENT.test(lng)) return undefined
  const lower = name.toLowerCase()
  for (const pair of ROUTE_PAIRS) {
    if (!pair.params.includes(params.length)) continue
    if (lower === pair.bonus) return { pair, variant: "bonus", lng, params }
    if (lower === pair.offer) return { pair, variant: "offer", lng, params }
  }
  return undefined
}

/** The path of a pair's page under one of its names. */
export const pairPath = (pair: RoutePair, variant: PairVariant, lng: string, params: ReadonlyArray<string>): string =>
  ["", lng, variant === "bonus" ? pair.bonus : pair.offer, ...params].join("/")

export interface PromotionRedirect {
  readonly status: 301 | 302
  /** The target path with the query as it came (`search` starts with "?" or is empty). */
  readonly location: string
}

/** The id of a legacy landing path, with its language; undefined for any other path. */
export const legacyLandingOf = (pathname: string): { readonly lng: string; readonly id: string } | undefined => {
  const segments = segmentsOf(pathname)
  if (segments === undefined || segments.length !== 3) return undefined
  const [lng, name, id] = segments as [string, string, string]
  return LANGUAGE_SEGMENT.test(lng) && (LEGACY_LANDINGS as ReadonlyArray<string>).includes(name.toLowerCase()) ? { lng, id } : undefined
}

/**
 * Where a page path goes instead, or undefined when it is shown where it is: a legacy landing (301), the bonus
 * slot_first_deposit while its redirect is on (301), the non-canonical name of a route pair (302).
 */
export const promotionRedirectOf = (pathname: string, search: string, settings: PromotionRouteSettings): PromotionRedirect | undefined => {
  const legacy = legacyLandingOf(pathname)
  if (legacy !== undefined) return { status: 301, location: `/${legacy.lng}/promotions/${legacy.id}${search}` }
  const address = pairAddressOf(pathname)
  if (address === undefined) return undefined
  if (settings.slotFirstDepositRedirect && address.pair.bonus === "bonus" && address.params[0] === SLOT_FIRST_DEPOSIT_ID)
    return { status: 301, location: `${slotFirstDepositPath(address.lng)}${search}` }
  const canonical = canonicalVariant(settings)
  if (address.variant === canonical) return undefined
  return { status: 302, location: `${pairPath(address.pair, canonical, address.lng, address.params)}${search}` }
}
