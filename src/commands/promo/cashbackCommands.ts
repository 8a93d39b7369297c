import { Schema } from "effect"
import { CashbackProgrammeSchema } from "../../domain/api/promoCashback"

/** Reads a cashback programme's terms, this week's rounds so far and the past weeks (office casino/vipcashback, casino/premiumcashback). */
export class LoadCashback extends Schema.TaggedClass<LoadCashback>()("LoadCashback", { programme: CashbackProgrammeSchema }) {}

/** The player claims an ended week's cashback before the automatic payout comes. */
export class ClaimCashback extends Schema.TaggedClass<ClaimCashback>()("ClaimCashback", { programme: CashbackProgrammeSchema, periodStart: Schema.Int }) {}

export const cashbackCommands = [LoadCashback, ClaimCashback] as const
