import { Context, Data, Effect, Layer } from "effect"
import type { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import { ResponsibleGaming } from "../limits/service"

/**
 * Whether the responsible-gaming rules admit a deposit now (SPEC.md 3 limit types 20, 21, 22 deposit limits per
 * 24 h, 7 d, 30 d; 33 deposit time-out; 30 self-exclusion). The payments area asks twice: before the hosted page
 * opens (the player is told at once), and again when the money arrives (a limit set, or a time-out begun, while the
 * player was paying still holds), inside the transaction that credits it, so that two deposits arriving at once
 * cannot cross a limit together. The limits area answers (DepositAdmissionLive).
 */
export class DepositRefusal extends Data.TaggedError("DepositRefusal")<{
  readonly reason: "deposit_limit" | "time_out" | "self_exclusion"
  /** The limit type of SPEC.md 3 that refused it (20, 21, 22, 30, 33), when one did. */
  readonly limitType: number | null
  readonly message: string
}> {}

export interface DepositAdmissionShape {
  /** Succeeds when `amountMinor` of `currency` may be deposited by the player now; else the typed refusal. */
  readonly admitDeposit: (playerId: number, currency: string, amountMinor: number) => Effect.Effect<void, DepositRefusal>
}

export class DepositAdmission extends Context.Tag("oddsfold/server/payments/DepositAdmission")<DepositAdmission, DepositAdmissionShape>() {}

/** The refusal's reason by the limit that refused: a time-out (33), an exclusion or self-block (30, 37), else a deposit limit. */
const refusalOf = (refused: ResponsibleGamingRefused): DepositRefusal =>
  new DepositRefusal({
    reason: refused.limitType === 33 ? "time_out" : refused.limitType === 30 || refused.limitType === 37 ? "self_exclusion" : "deposit_limit",
    limitType: refused.limitType,
    message: refused.message
  })

/** The limits area's rules behind the port. */
export const DepositAdmissionLive = Layer.effect(
  DepositAdmission,
  Effect.map(ResponsibleGaming, (limits) => ({
    admitDeposit: (playerId, currency, amountMinor) => Effect.mapError(limits.admitDeposit(playerId, currency, amountMinor), refusalOf)
  }))
)
