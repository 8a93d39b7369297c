import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { CashbackAnswer, CashbackPeriod, CashbackProgrammeSchema } from "../../domain/api/promoCashback"
import { version } from "../version"

export class CashbackLoaded extends Schema.TaggedClass<CashbackLoaded>()("CashbackLoaded", { ...version(1), programme: CashbackProgrammeSchema, answer: CashbackAnswer }) {}
export class CashbackLoadFailed extends Schema.TaggedClass<CashbackLoadFailed>()("CashbackLoadFailed", { ...version(1), programme: CashbackProgrammeSchema, error: ApiError }) {}

/** The week is settled: paid now, or found settled before (by the automatic payout or another claim). */
export class CashbackClaimed extends Schema.TaggedClass<CashbackClaimed>()("CashbackClaimed", { ...version(1), programme: CashbackProgrammeSchema, period: CashbackPeriod }) {}
/** Refused (not ended, withheld from an excluded player) or not sent. */
export class CashbackClaimFailed extends Schema.TaggedClass<CashbackClaimFailed>()("CashbackClaimFailed", {
  ...version(1),
  programme: CashbackProgrammeSchema,
  periodStart: Schema.Int,
  error: ApiError
}) {}

export const cashbackServerAnswers = [CashbackLoaded, CashbackLoadFailed, CashbackClaimed, CashbackClaimFailed] as const
