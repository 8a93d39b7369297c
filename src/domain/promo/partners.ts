/**
 * The partner programme's "bring a friend" rule (SPEC.md 2.5 bringfriend): a player's referral code is their account
 * number, their link is the site's address with `?ref=<code>` (the referral capture of src/domain/consent/referral.ts
 * keeps it as refererid, and registration takes it as ref_code). When a friend who registered with the code has their
 * FIRST deposit credited, the referrer earns a share of it, once.
 *
 * Money is minor units of the deposit's currency, integers only. The rate is in basis points so that the reward is
 * integer arithmetic: floor(deposit × rate / 10 000), capped, nothing below the minimum deposit.
 */

import { basisPointsOf } from "../account/money"

export const REFERRAL_REWARD = {
  /** The referrer's share of the friend's first deposit, in basis points (1000 = 10 %). */
  rateBasisPoints: 1000,
  /** The most one friend's first deposit earns, in minor units of its currency. */
  capMinor: 1_000_00,
  /** A first deposit below this (minor units) earns nothing. */
  minDepositMinor: 200_00
} as const

export interface ReferralRewardRule {
  readonly rateBasisPoints: number
  readonly capMinor: number
  readonly minDepositMinor: number
}

/** What a referrer earns from a friend's first deposit of `depositMinor` (minor units): an integer from 0 to the cap. */
export const referralRewardOf = (depositMinor: number, rule: ReferralRewardRule = REFERRAL_REWARD): number => {
  if (!Number.isSafeInteger(depositMinor) || depositMinor < rule.minDepositMinor) return 0
  return Math.min(rule.capMinor, basisPointsOf(depositMinor, rule.rateBasisPoints))
}

/** The referral code a player hands out: their account number. */
export const referralCodeOf = (accountId: number): string => String(accountId)

/** The account number a referral code names, if it can name one (nine digits); anything else names no referrer. */
export const referrerAccountOf = (code: string): number | undefined => (/^[1-9][0-9]{8}$/.test(code) ? Number(code) : undefined)

/** The link a player shares: the site's home page in their language with their code as `ref`. */
export const referralLinkOf = (origin: string, lng: string, accountId: number): string => `${origin}/${lng}/?ref=${referralCodeOf(accountId)}`

/** An account number as a friend list shows it: its last three digits only. */
export const maskedAccount = (accountId: number): string => `••••${String(accountId).slice(-3)}`

/** Why a friend's first deposit paid (or did not pay) their referrer; kept with the decision (migration 069). */
export const REFERRAL_OUTCOMES = ["paid", "below_minimum", "referrer_barred", "no_account"] as const
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number]
