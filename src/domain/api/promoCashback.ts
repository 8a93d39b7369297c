import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CASHBACK_PROGRAMMES } from "../promo/cashback"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"
import { OperatorAccess } from "./operator"

/**
 * Casino cashback (src/domain/promo/cashback.ts; office casino/vipcashback and casino/premiumcashback). No session:
 * 401. Money is minor units of the player's main account currency; times are epoch milliseconds.
 *
 * - overview: the programme's terms, this period's rounds so far and the cashback they would pay, and the ended
 *   periods (newest first) with rounds or a settlement: what was paid and when, or that it can be claimed.
 * - claim: settles an ended period of the programme now (its cashback to the main account), if nobody has: a period is
 *   settled once, whoever comes first (two claims, a claim and the automatic payout). Answers the period's settlement
 *   (also when it was settled before). Not ended, not a period start, or too old: 409. Self-excluded, timed out,
 *   self-blocked or banned: the period is withheld and the answer is 403.
 */

export const CASHBACK_BASE = "/web-api/promo/cashback"

export const CashbackProgrammeSchema = Schema.Literal(...CASHBACK_PROGRAMMES)

const Epoch = Schema.Int.pipe(Schema.between(0, 8_640_000_000_000_000))

export const CashbackTerms = Schema.Struct({
  programme: CashbackProgrammeSchema,
  currency: Schema.String,
  rateBp: Schema.Int,
  minPayout: Schema.Int,
  /** The period's turnover from which premium cashback replaces VIP cashback. */
  premiumTurnover: Schema.Int,
  autoPayoutDelayMs: Schema.Int
})
export type CashbackTerms = typeof CashbackTerms.Type

export const CashbackPeriod = Schema.Struct({
  start: Epoch,
  end: Epoch,
  stakes: Schema.Int,
  wins: Schema.Int,
  netLoss: Schema.Int,
  /** What the programme pays (or would pay) for the rounds: 0 below the minimum or outside the programme. */
  cashback: Schema.Int,
  /** open: the period runs; claimable: ended, not settled; the others: settled (at `settledAt`, by `settledBy`). */
  status: Schema.Literal("open", "claimable", "paid", "nothing_due", "withheld"),
  paid: Schema.Int,
  settledAt: Schema.NullOr(Epoch),
  settledBy: Schema.NullOr(Schema.Literal("claim", "auto"))
})
export type CashbackPeriod = typeof CashbackPeriod.Type

export const CashbackAnswer = Schema.Struct({
  terms: CashbackTerms,
  /** A self-exclusion, time-out or self-block holds: nothing is paid while it does. */
  excluded: Schema.Boolean,
  current: CashbackPeriod,
  /** Newest first. */
  past: Schema.Array(CashbackPeriod)
})
export type CashbackAnswer = typeof CashbackAnswer.Type

export const CashbackClaimRequest = Schema.Struct({ periodStart: Epoch })
export const CashbackClaimAnswer = Schema.Struct({ period: CashbackPeriod })

export const CASHBACK_REFUSALS = ["notEnded", "notAPeriod", "tooOld", "nothingDue"] as const

/** The `code` of each refusal of a claim, so the client tells them apart. */
export const CashbackRefusalCode = { notEnded: 140, notAPeriod: 141, tooOld: 142, nothingDue: 143 } as const

export class CashbackRefused extends Schema.TaggedError<CashbackRefused>()(
  "CashbackRefused",
  { reason: Schema.Literal(...CASHBACK_REFUSALS), code: Schema.Int, title: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export class CashbackUnavailable extends Schema.TaggedError<CashbackUnavailable>()("CashbackUnavailable", { message: Schema.String }, HttpApiSchema.annotations({ status: 409 })) {}

const ProgrammePath = Schema.Struct({ programme: CashbackProgrammeSchema })

export const cashbackGroup = HttpApiGroup.make("cashback")
  .add(
    HttpApiEndpoint.get("overview", `${CASHBACK_BASE}/:programme`)
      .setPath(ProgrammePath)
      .addSuccess(CashbackAnswer)
      .addError(CashbackUnavailable)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("claim", `${CASHBACK_BASE}/:programme/claim`)
      .setPath(ProgrammePath)
      .setPayload(CashbackClaimRequest)
      .addSuccess(CashbackClaimAnswer)
      .addError(CashbackRefused)
      .addError(CashbackUnavailable)
      .addError(ResponsibleGamingRefused)
      .addError(Unauthorized)
  )

/** What one programme paid for one period in one currency. */
export const CashbackPaidRow = Schema.Struct({
  programme: CashbackProgrammeSchema,
  periodStart: Epoch,
  currency: Schema.String,
  players: Schema.Int,
  paid: Schema.Int
})
export type CashbackPaidRow = typeof CashbackPaidRow.Type

/** The operator's report (`npm run operator -- cashback`), behind the operator token. */
export const operatorCashbackGroup = HttpApiGroup.make("operatorCashback")
  .add(HttpApiEndpoint.get("paid", "/web-api/operator/promo/cashback").addSuccess(Schema.Array(CashbackPaidRow)))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
