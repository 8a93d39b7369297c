import { Context, Data, Effect, Layer } from "effect"

/**
 * Whether the responsible-gaming rules admit a deposit now (SPEC.md 3 limit types 20, 21, 22 deposit limits per
 * 24 h, 7 d, 30 d; 33 deposit time-out; 30 self-exclusion). The payments area asks twice: before the hosted page
 * opens (the player is told at once), and again when the money arrives (a limit set, or a time-out begun, while the
 * player was paying still holds). The limits area answers; until it is wired in, DepositAdmissionLive admits every
 * deposit.
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

/** Admits every deposit: the stand-in until the limits area's service answers behind this tag. */
export const DepositAdmissionLive = Layer.succeed(DepositAdmission, { admitDeposit: () => Effect.void })
