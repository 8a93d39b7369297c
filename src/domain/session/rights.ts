import { Schema } from "effect"
import type { VerificationStatus } from "../account/verification"
import { type BanFacts, isBanned, isDeduceOpen } from "./banGuard"

/**
 * The signed-in player's rights (SPEC.md 7 auth API "rights"): what the player may do with money now, each derived
 * from what the server knows of the account: the ban (SPEC.md 3 ban_level and ban_version, 6 "ban level limits what
 * is reachable"), a wallet an operator froze (SPEC.md 3 isAccountFrozen), and the verification of SPEC.md 2.5. The
 * server answers them and refuses what they refuse (a coupon of a player who may not bet, whatever the client shows);
 * the client greys out what they refuse and says why. Both use the functions below, so they cannot disagree.
 */

/** What a right covers: placing bets, putting money in, taking money out, playing the casino's games for money. */
export const RightName = Schema.Literal("bet", "deposit", "withdraw", "casino")
export type RightName = typeof RightName.Type
export const RIGHT_NAMES: ReadonlyArray<RightName> = RightName.literals

/**
 * Why a right is refused, the first that applies in this order: the player is banned (ban_level above 0), an
 * operator froze the player's accounts, or (withdrawals) the player's documents are not verified yet.
 */
export const RightRefusal = Schema.Literal("banned", "frozen", "notVerified")
export type RightRefusal = typeof RightRefusal.Type

export const RightState = Schema.Union(
  Schema.Struct({ allowed: Schema.Literal(true) }),
  Schema.Struct({ allowed: Schema.Literal(false), reason: RightRefusal })
)
export type RightState = typeof RightState.Type

export const PlayerRights = Schema.Struct({ bet: RightState, deposit: RightState, withdraw: RightState, casino: RightState }).annotations({
  identifier: "PlayerRights"
})
export type PlayerRights = typeof PlayerRights.Type

/** What the rights are derived from: the server's rows of the player. */
export interface RightsFacts {
  readonly ban: BanFacts
  /** An operator froze the player's wallet (migration 007 wallets.frozen). */
  readonly walletFrozen: boolean
  readonly verification: VerificationStatus
}

/** Betting, depositing and the casino: closed to a banned player and to a frozen wallet. */
const moneyInRefusal = (facts: Pick<RightsFacts, "ban" | "walletFrozen">): RightRefusal | null =>
  isBanned(facts.ban) ? "banned" : facts.walletFrozen ? "frozen" : null

export const betRefusal: (facts: Pick<RightsFacts, "ban" | "walletFrozen">) => RightRefusal | null = moneyInRefusal
export const depositRefusal: (facts: Pick<RightsFacts, "ban" | "walletFrozen">) => RightRefusal | null = moneyInRefusal
export const casinoRefusal: (facts: Pick<RightsFacts, "ban" | "walletFrozen">) => RightRefusal | null = moneyInRefusal

/**
 * Withdrawing: a banned player keeps it only at the ban levels that keep the withdrawal page open (SPEC.md 4: 53 with
 * ban version 1, 45 with any other), so the money of a closed account can leave it; a frozen wallet moves nothing;
 * and money leaves only to a player whose identity is verified (the bookmaker's anti-money-laundering duty).
 */
export const withdrawRefusal = (facts: RightsFacts): RightRefusal | null =>
  isBanned(facts.ban) && !isDeduceOpen(facts.ban) ? "banned" : facts.walletFrozen ? "frozen" : facts.verification !== "verified" ? "notVerified" : null

const stateOf = (refusal: RightRefusal | null): RightState => (refusal === null ? { allowed: true } : { allowed: false, reason: refusal })

/** Every right of a player with these facts. */
export const rightsOf = (facts: RightsFacts): PlayerRights => ({
  bet: stateOf(betRefusal(facts)),
  deposit: stateOf(depositRefusal(facts)),
  withdraw: stateOf(withdrawRefusal(facts)),
  casino: stateOf(casinoRefusal(facts))
})

/** Why `right` is refused, or null when it is allowed (or not known: the server decides then). */
export const refusalOf = (rights: PlayerRights | null, right: RightName): RightRefusal | null => {
  const state = rights?.[right]
  return state === undefined || state.allowed ? null : state.reason
}
