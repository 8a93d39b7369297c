import { Schema } from "effect"
import { parseStoredRecord } from "../settings/storedRecord"
import { BetEntry, markDependent } from "./bet"
import { CouponType, CouponTypeId, MAX_BETS, typeForCount } from "./couponType"
import type { CouponDraft } from "./rules"

/**
 * The coupon being built (SPEC.md 3 "Coupon state"): its bets, type, stakes and choices. Every change is a
 * `CouponEdit`, applied by one pure function, so the client's commands, a replay and the model-based test all move
 * the coupon the same way. What the server says of it (limits, the placed coupon) lives beside it, not in it.
 */
export const CouponState = Schema.Struct({
  typeId: CouponTypeId,
  bets: Schema.Array(BetEntry),
  /** When each bet was added (the reminder's clock and the stored coupon's, SPEC.md 3). */
  addedAtByBetId: Schema.Record({ key: Schema.String, value: Schema.Int }),
  /** The account the coupon is placed from; null: the wallet's active account. */
  accountId: Schema.NullOr(Schema.Int),
  amount: Schema.Int,
  amountByBlockId: Schema.Record({ key: Schema.String, value: Schema.Int }),
  amountByBetId: Schema.Record({ key: Schema.String, value: Schema.Int }),
  systemValue: Schema.Int,
  promoCode: Schema.String,
  vip: Schema.Boolean,
  /** SPEC.md 4: the player removed the bonus bet; it is not offered again until the coupon empties. */
  bonusDeleted: Schema.Boolean,
  /** SPEC.md 3 "prepaidAmount": the free bet chosen as the stake (src/domain/promo/freeBets.ts); null: money. */
  freeBetId: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null })
})
export type CouponState = typeof CouponState.Type

export const EMPTY_COUPON: CouponState = {
  typeId: CouponType.single,
  bets: [],
  addedAtByBetId: {},
  accountId: null,
  amount: 0,
  amountByBlockId: {},
  amountByBetId: {},
  systemValue: 2,
  promoCode: "",
  vip: false,
  bonusDeleted: false,
  freeBetId: null
}

/** What the player changes in the coupon. */
export const CouponEdit = Schema.Union(
  Schema.TaggedStruct("AddBet", { bet: BetEntry, at: Schema.Int }),
  Schema.TaggedStruct("RemoveBet", { betId: Schema.String }),
  Schema.TaggedStruct("Clear", {}),
  Schema.TaggedStruct("ChangeType", { typeId: CouponTypeId }),
  Schema.TaggedStruct("ChangeSystemValue", { value: Schema.Int }),
  Schema.TaggedStruct("ToggleBanker", { betId: Schema.String }),
  Schema.TaggedStruct("ChangeBlock", { betId: Schema.String, blockId: Schema.Int.pipe(Schema.between(0, 99)) }),
  Schema.TaggedStruct("ChangeAmount", { amount: Schema.Int.pipe(Schema.nonNegative()) }),
  Schema.TaggedStruct("ChangeBetAmount", { betId: Schema.String, amount: Schema.Int.pipe(Schema.nonNegative()) }),
  Schema.TaggedStruct("ChangeBlockAmount", { blockId: Schema.Int, amount: Schema.Int.pipe(Schema.nonNegative()) }),
  Schema.TaggedStruct("ChangeAccount", { accountId: Schema.Int }),
  Schema.TaggedStruct("ChangePromoCode", { code: Schema.String.pipe(Schema.maxLength(40)) }),
  Schema.TaggedStruct("ChangeVip", { on: Schema.Boolean }),
  /** A free bet chosen as the stake (its amount becomes the stake), or none (null: the stake is money again). */
  Schema.TaggedStruct("ChangeFreeBet", { freeBetId: Schema.NullOr(Schema.Int), amount: Schema.Int.pipe(Schema.nonNegative()) }),
  Schema.TaggedStruct("RemoveBonusBet", {}),
  /** The player takes the line's new prices (SPEC.md 3 changeCoefAction "always ask"). */
  Schema.TaggedStruct("AcceptPrices", { coefs: Schema.Record({ key: Schema.String, value: Schema.Number }) }),
  /** The line locked or reopened a bet's market, or the bet's game finished. */
  Schema.TaggedStruct("ChangeBetStatus", { betId: Schema.String, isBlocked: Schema.Boolean })
)
export type CouponEdit = typeof CouponEdit.Type

const without = <V>(record: Readonly<Record<string, V>>, key: string): Readonly<Record<string, V>> => {
  if (!(key in record)) return record
  const { [key]: _gone, ...rest } = record
  return rest
}

/** The bets with one changed; the same array when nothing changed. */
const mapBet = (bets: ReadonlyArray<BetEntry>, betId: string, change: (bet: BetEntry) => BetEntry): ReadonlyArray<BetEntry> => {
  let changed = false
  const next = bets.map((bet) => {
    if (bet.market.id !== betId) return bet
    const after = change(bet)
    changed ||= after !== bet
    return after
  })
  return changed ? next : bets
}

/** After bets come or go: dependence marks, a type that fits the count, bankers only where a system keeps them. */
const settle = (state: CouponState, bets: ReadonlyArray<BetEntry>): CouponState => {
  if (bets.length === 0) return { ...EMPTY_COUPON, accountId: state.accountId, amount: state.amount }
  const typeId = typeForCount(state.typeId, bets.length)
  const marked = markDependent(typeId === CouponType.system ? bets : bets.map((bet) => (bet.banker ? { ...bet, banker: false } : bet)))
  return { ...state, bets: marked, typeId }
}

/**
 * One edit of the coupon. Edits that make no sense now (a bet already in, a banker outside a system, a bet that is
 * not there) change nothing: the client's buttons never offer them, and a replayed log meets the same rule.
 */
export const applyCouponEdit = (state: CouponState, edit: CouponEdit): CouponState => {
  switch (edit._tag) {
    case "AddBet": {
      if (state.bets.some((bet) => bet.market.id === edit.bet.market.id) || state.bets.length >= MAX_BETS) return state
      const added = settle(state, [...state.bets, { ...edit.bet, banker: false, blockId: 0 }])
      return { ...added, addedAtByBetId: { ...state.addedAtByBetId, [edit.bet.market.id]: edit.at } }
    }
    case "RemoveBet": {
      if (!state.bets.some((bet) => bet.market.id === edit.betId)) return state
      const removed = settle(state, state.bets.filter((bet) => bet.market.id !== edit.betId))
      return { ...removed, addedAtByBetId: without(removed.addedAtByBetId, edit.betId), amountByBetId: without(removed.amountByBetId, edit.betId) }
    }
    case "Clear":
      return state.bets.length === 0 ? state : settle(state, [])
    case "ChangeType": {
      if (state.bets.length === 0 || edit.typeId === state.typeId) return state
      // A single is one bet; a combined type needs its bets (the coupon shows why it cannot be placed yet).
      if (edit.typeId === CouponType.single && state.bets.length > 1) return state
      return settle({ ...state, typeId: edit.typeId }, state.bets)
    }
    case "ChangeSystemValue":
      return state.bets.length === 0 || edit.value < 2 || edit.value === state.systemValue ? state : { ...state, systemValue: edit.value }
    case "ToggleBanker": {
      if (state.typeId !== CouponType.system) return state
      const bets = mapBet(state.bets, edit.betId, (bet) => (bet.isDisabledBanker ? bet : { ...bet, banker: !bet.banker }))
      return bets === state.bets ? state : { ...state, bets }
    }
    case "ChangeBlock": {
      const bets = mapBet(state.bets, edit.betId, (bet) => (bet.blockId === edit.blockId ? bet : { ...bet, blockId: edit.blockId }))
      return bets === state.bets ? state : { ...state, bets }
    }
    case "ChangeAmount":
      return edit.amount === state.amount ? state : { ...state, amount: edit.amount }
    case "ChangeBetAmount":
      if (!state.bets.some((bet) => bet.market.id === edit.betId)) return state
      return { ...state, amountByBetId: { ...state.amountByBetId, [edit.betId]: edit.amount } }
    case "ChangeBlockAmount":
      return { ...state, amountByBlockId: { ...state.amountByBlockId, [String(edit.blockId)]: edit.amount } }
    case "ChangeAccount":
      return edit.accountId === state.accountId ? state : { ...state, accountId: edit.accountId }
    case "ChangePromoCode":
      return edit.code === state.promoCode ? state : { ...state, promoCode: edit.code }
    case "ChangeVip":
      return edit.on === state.vip ? state : { ...state, vip: edit.on }
    case "ChangeFreeBet":
      if (edit.freeBetId === state.freeBetId) return state
      return edit.freeBetId === null ? { ...state, freeBetId: null } : { ...state, freeBetId: edit.freeBetId, amount: edit.amount }
    case "RemoveBonusBet":
      return state.bonusDeleted ? state : { ...state, bonusDeleted: true }
    case "AcceptPrices": {
      let bets = state.bets
      for (const [betId, coef] of Object.entries(edit.coefs)) {
        bets = mapBet(bets, betId, (bet) => (bet.market.coef === coef ? bet : { ...bet, market: { ...bet.market, coef } }))
      }
      return bets === state.bets ? state : { ...state, bets }
    }
    case "ChangeBetStatus": {
      const bets = mapBet(state.bets, edit.betId, (bet) => (bet.isBlocked === edit.isBlocked ? bet : { ...bet, isBlocked: edit.isBlocked }))
      return bets === state.bets ? state : { ...state, bets }
    }
  }
}

/** The coupon as the rules read it. */
export const draftOf = (state: CouponState): CouponDraft => ({
  type: state.typeId,
  bets: state.bets,
  amount: state.amount,
  amountByBetId: state.amountByBetId,
  amountByBlockId: state.amountByBlockId,
  systemValue: state.systemValue,
  promoCode: state.promoCode,
  vip: state.vip,
  bonusBet: false
})

/** SPEC.md 3 "Locally saved coupon": bets, addedAtByBetId, typeId, systemValue; kept under this key. */
export const COUPON_STORAGE_KEY = "oddsfold.coupon"

export const StoredCoupon = Schema.Struct({
  bets: CouponState.fields.bets,
  addedAtByBetId: CouponState.fields.addedAtByBetId,
  typeId: CouponState.fields.typeId,
  systemValue: CouponState.fields.systemValue
})
export type StoredCoupon = typeof StoredCoupon.Type

export const storedCouponOf = (state: CouponState): StoredCoupon => ({
  bets: state.bets,
  addedAtByBetId: state.addedAtByBetId,
  typeId: state.typeId,
  systemValue: state.systemValue
})

/** What local storage holds, field by field (a malformed field is dropped, SPEC.md 4: restored only into an empty coupon). */
export const parseStoredCoupon = (text: string | undefined): Partial<StoredCoupon> => parseStoredRecord(StoredCoupon.fields, text)

/** SPEC.md 4: the stored coupon fills the coupon at start only when its bet list is empty. */
export const restoreCoupon = (state: CouponState, stored: Partial<StoredCoupon>): CouponState => {
  if (state.bets.length > 0 || stored.bets === undefined || stored.bets.length === 0) return state
  const bets = stored.bets.slice(0, MAX_BETS)
  const restored = settle({ ...state, typeId: stored.typeId ?? state.typeId, systemValue: stored.systemValue ?? state.systemValue }, bets)
  return { ...restored, addedAtByBetId: stored.addedAtByBetId ?? {} }
}
