import { HashMap, Option } from "effect"
import { activeAccountOf, type WalletAccount } from "../../domain/account/wallets"
import type { AvailableFreeBet, BetToPlace } from "../../domain/api/coupon"
import { type BetEntry } from "../../domain/coupon/bet"
import type { CouponSettings } from "../../domain/coupon/couponSettings"
import { type CouponState, draftOf } from "../../domain/coupon/couponState"
import { possibleWin, type PossibleWin } from "../../domain/coupon/lines"
import { acceptsPrice } from "../../domain/coupon/priceChange"
import { maxStake } from "../../domain/coupon/maxStake"
import { bonusBetCoef, couponCoefficient, type CouponFeatures, couponFeaturesOf, type CouponLimits, type CouponProblem, couponProblems, NO_LIMITS, refusesCombination, stakeOf } from "../../domain/coupon/rules"
import { CouponType } from "../../domain/coupon/couponType"
import type { Game, Market, MarketStatus } from "../../domain/sports/feed"
import type { Keyed } from "../keyed"
import type { States } from "../registry"
import type { GameView, PriceView } from "../sports/line"

/**
 * The coupon's view math (ARCHITECTURE 4 "derived values"): the coupon's own facts read against the line the sports
 * area holds (a bet's current price and whether its market is open; the coupon never copies them) and the rules of
 * src/domain/coupon.
 */

export interface LineOf {
  readonly sportsPrices: Keyed<PriceView>
  readonly sportsMarkets: Keyed<MarketStatus>
  readonly sportsGames: Keyed<GameView>
  /** The games the coupon's own watch of the line still holds, once it answered: a game gone from it has finished. */
  readonly present?: ReadonlySet<string> | undefined
}

/** A bet as it stands in the line now: the line's price, and locked when its market is not open or its game is over. */
export interface BetNow {
  readonly bet: BetEntry
  /** The line's price now (the bet's own when the line has not sent one). */
  readonly current: number
  /** The line moved from the price the coupon holds and the player's policy does not take it: placing asks first. */
  readonly needsAccepting: boolean
  readonly locked: boolean
}

export const betNow = (bet: BetEntry, line: LineOf, settings: CouponSettings): BetNow => {
  const current = Option.getOrUndefined(HashMap.get(line.sportsPrices, bet.market.id))?.price ?? bet.market.coef
  const status = Option.getOrUndefined(HashMap.get(line.sportsMarkets, bet.market.marketId))
  const game = Option.getOrUndefined(HashMap.get(line.sportsGames, bet.market.gameId))
  const gone = line.present !== undefined && !line.present.has(bet.market.gameId)
  const locked = (status === undefined ? bet.isBlocked : status !== "open") || game?.status === "finished" || gone
  return { bet, current, locked, needsAccepting: !acceptsPrice(settings.changeCoefAction, settings.exactCoef === 1, bet.market.coef, current) }
}

/** The bets as the rules should judge them now: the price a placement would send, locked as the line says. */
export const betsNow = (bets: ReadonlyArray<BetNow>): ReadonlyArray<BetEntry> =>
  bets.map(({ bet, current, locked, needsAccepting }) => {
    const coef = needsAccepting ? bet.market.coef : current
    return coef === bet.market.coef && locked === bet.isBlocked ? bet : { ...bet, isBlocked: locked, market: { ...bet.market, coef } }
  })

export interface CouponView {
  readonly bets: ReadonlyArray<BetNow>
  /** The stake of types 0, 1 and 2: the one typed, or with auto-max on the largest that fits now (`maxStake`). */
  readonly amount: number
  /** The largest stake that fits now (the Max button); undefined until the limits and the balance are known. */
  readonly maxAmount: number | undefined
  /** The express bonus offered now (SPEC.md 5), unless the player removed it. */
  readonly bonusCoef: number | undefined
  /** The coefficient a single or an express shows (with the bonus); undefined for the multi-line types. */
  readonly coef: number | undefined
  readonly possibleWin: PossibleWin | undefined
  readonly problems: ReadonlyArray<CouponProblem>
  /** Some price moved past the player's policy: the coupon asks to accept the new prices before it places. */
  readonly pricesToAccept: Readonly<Record<string, number>>
}

/** The account the coupon stakes from, as far as the coupon's rules need it: its type, and its balance once known. */
export interface StakingAccount {
  readonly type: number
  readonly balance: number | null
}

/**
 * The coupon as a placement would send it now: the bets at the prices the player's policy takes, the express
 * bonus offered (unless removed), and the stake, which auto-max sets to the largest that fits.
 */
export const draftNow = (coupon: CouponState, settings: CouponSettings, bets: ReadonlyArray<BetNow>, limits: CouponLimits | null, features: CouponFeatures, account: StakingAccount) => {
  const judged = { ...draftOf(coupon), bets: betsNow(bets) }
  const offered = bonusBetCoef(features.bonusBet, coupon.typeId, judged.bets)
  const bonusCoef = coupon.bonusDeleted ? undefined : offered
  const typed = { ...judged, bonusBet: bonusCoef !== undefined }
  const maxAmount = limits === null || account.balance === null ? undefined : maxStake(stakeOf(typed, bonusCoef), limits, account.type, account.balance)
  const draft = settings.isAutoMax && maxAmount !== undefined ? { ...typed, amount: maxAmount } : typed
  return { draft, bonusCoef, maxAmount }
}

/** Everything the coupon panel shows, from the coupon, its settings, the line, the account and its limits. */
export const couponView = (coupon: CouponState, settings: CouponSettings, line: LineOf, limits: CouponLimits | null, features: CouponFeatures, account: StakingAccount): CouponView => {
  const bets = coupon.bets.map((bet) => betNow(bet, line, settings))
  const { bonusCoef, draft, maxAmount } = draftNow(coupon, settings, bets, limits, features, account)
  const stake = stakeOf(draft, bonusCoef)
  const pricesToAccept = Object.fromEntries(bets.filter((b) => b.needsAccepting).map((b) => [b.bet.market.id, b.current]))
  const problems = limits === null ? [] : couponProblems(draft, limits, features, account.type)
  // A coupon these bets cannot make shows no price: not its coefficient, bonus or win (a guest's coupon too).
  const refused = refusesCombination(limits === null ? couponProblems(draft, NO_LIMITS, features, account.type) : problems)
  return {
    bets,
    amount: draft.amount,
    maxAmount,
    bonusCoef: refused ? undefined : bonusCoef,
    coef: refused ? undefined : couponCoefficient(coupon.typeId, draft.bets.map((bet) => bet.market.coef), bonusCoef),
    possibleWin: refused ? undefined : possibleWin(stake),
    problems,
    pricesToAccept
  }
}

/** The site's switches the coupon reads, from the loaded config. */
export const couponFeatures = (states: Pick<States, "siteConfig">): CouponFeatures => couponFeaturesOf(states.siteConfig.config)

/** The account a coupon is placed from: the one the coupon chose, else the wallet's active one. */
export const couponAccount = (states: Pick<States, "accounts" | "coupon">): WalletAccount | undefined =>
  states.accounts.all_accounts.find((account) => account.id === states.coupon.accountId) ?? activeAccountOf(states.accounts.all_accounts)

/** The limits the server sent for the coupon's account (none yet, or sent for another account: null). */
export const couponLimitsNow = (states: Pick<States, "accounts" | "coupon" | "couponPlacement">) => {
  const { limits } = states.couponPlacement
  return limits !== null && limits.accountId === couponAccount(states)?.id ? limits : null
}

/** The coupon's account as its rules read it: its type, and its balance (null while no account is known). */
export const stakingAccount = (states: Pick<States, "accounts" | "coupon">): StakingAccount => {
  const account = couponAccount(states)
  return { type: account?.type ?? 0, balance: account?.money ?? null }
}

/** The game, market and outcome of a clicked price, as the sports area holds them now. */
export const lineOutcome = (states: LineOf, gameId: string, marketId: string, outcomeId: string) => {
  const view = Option.getOrUndefined(HashMap.get(states.sportsGames, gameId))
  if (view === undefined) return undefined
  const shape = view.markets.find((market) => market.id === marketId)
  if (shape === undefined) return undefined
  const outcome = shape.outcomes.find((each) => each.id === outcomeId)
  const price = Option.getOrUndefined(HashMap.get(states.sportsPrices, outcomeId))
  const status = Option.getOrUndefined(HashMap.get(states.sportsMarkets, marketId))
  if (outcome === undefined || price === undefined || status === undefined) return undefined
  const market: Market = { ...shape, status, outcomes: [{ ...outcome, price: price.price }] }
  const game: Game = { ...view, markets: [market] }
  return { game, market, outcome: market.outcomes[0]! }
}

/** The free bet chosen in the coupon, if it is still one of the player's (src/domain/promo/freeBets.ts). */
export const chosenFreeBet = (states: Pick<States, "coupon" | "couponPlacement">): AvailableFreeBet | undefined =>
  states.coupon.freeBetId === null ? undefined : (states.couponPlacement.freeBets ?? []).find((freeBet) => freeBet.id === states.coupon.freeBetId)

/**
 * What a placement sends for the coupon as the player sees it: each bet at the price the coupon would take now (the
 * line's, unless the player's policy asks first), and the express bonus only when the coupon offers it and the player
 * kept it, and the stake auto-max sets when it is on, exactly as the coupon view judges them
 * (`draftNow` above).
 */
export const betToPlaceOf = (
  states: Pick<States, "coupon" | "couponSettings" | "couponPlacement" | "accounts" | "siteConfig" | "sportsPrices" | "sportsMarkets" | "sportsGames">,
  accountId: number,
  key: string,
  oneClickSingle?: CouponState,
  shown?: Pick<CouponState, "amount" | "amountByBetId" | "amountByBlockId">
): BetToPlace => {
  const coupon = oneClickSingle ?? { ...states.coupon, ...shown }
  // A one-click single stakes the one-click amount, and a stake read from the screen is the stake: auto-max is the
  // coupon's own way of choosing one.
  const settings = oneClickSingle === undefined && shown === undefined ? states.couponSettings.settings : { ...states.couponSettings.settings, isAutoMax: false }
  const { draft } = draftNow(coupon, settings, coupon.bets.map((bet) => betNow(bet, states, settings)), couponLimitsNow(states), couponFeatures(states), stakingAccount(states))
  const freeBet = oneClickSingle === undefined ? chosenFreeBet(states) : undefined
  return {
    key,
    typeId: coupon.typeId,
    accountId,
    amount: draft.amount,
    amountByBlockId: coupon.amountByBlockId,
    amountByBetId: coupon.amountByBetId,
    bets: draft.bets.map((bet) => ({ id: bet.market.id, coef: bet.market.coef, blockId: bet.blockId, banker: bet.banker })),
    systemValue: coupon.typeId === CouponType.system ? coupon.systemValue : 0,
    changeCoefAction: settings.changeCoefAction,
    exactCoef: settings.exactCoef,
    promoCode: coupon.promoCode,
    vip: coupon.vip,
    bonusBet: draft.bonusBet,
    // A free bet stakes its own amount, whatever the stake field held (src/domain/promo/freeBets.ts).
    ...(freeBet === undefined ? {} : { freeBetId: freeBet.id, amount: freeBet.amount })
  }
}
