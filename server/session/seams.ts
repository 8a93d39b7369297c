import { Context, Effect, Layer } from "effect"
import type { Option } from "effect"
import type { BadRequest, TermsNotAccepted, TooManyRequests } from "../../src/domain/api/errors"
import type { FailedSignIns } from "./signInFailures"

/**
 * The points where the sign-in spine hands over to parts of issue 7 built beside it, each a service with a clear
 * job and a neutral default layer. They are wired to the real services when those land (see the report of the
 * `auth` branch): nothing else in the session area changes then.
 */

/** A player the registration or the seed just made, as the other areas need to know them. */
export interface NewPlayerFacts {
  readonly userId: number
  readonly accountId: number
  readonly currency: string
  readonly email: string | null
  /** The e-mail is proven the player's already: no confirmation link to send. */
  readonly emailConfirmed: boolean
  readonly language: string | null
}

export interface PlayerOnboardingShape {
  /**
   * After a registration committed: open the player's main account in their currency (the wallets'
   * `openMainAccount(userId, currency)`) and, for an e-mail registration, send the confirmation link to
   * `user/accountverify` through the outbox.
   */
  readonly registered: (player: NewPlayerFacts) => Effect.Effect<void>
  /** After the demo player is seeded: open and fund their main account (a ledger deposit from the house's cash). */
  readonly demoPlayerSeeded: (player: NewPlayerFacts) => Effect.Effect<void>
}

export class PlayerOnboarding extends Context.Tag("oddsfold/server/PlayerOnboarding")<PlayerOnboarding, PlayerOnboardingShape>() {}

/** A player without accounts or messages: for tests of the session area on its own. */
export const PlayerOnboardingPending = Layer.succeed(PlayerOnboarding, {
  registered: () => Effect.void,
  demoPlayerSeeded: () => Effect.void
})

export interface LoginGuardShape {
  /**
   * Before credentials are checked: refuses with the captcha's BadRequest (code 100/111/112/113) once `subject`
   * (the client address) has failed too often and `captcha` (the x-captcha header) does not answer the captcha.
   */
  readonly admit: (subject: string, captcha: string | undefined) => Effect.Effect<void, BadRequest>
  /**
   * Before a password is checked: `admit` for the client, and the per-account count of failed passwords for `account`
   * (Players.signInSubject): past its threshold the sign-in needs a solved captcha from whichever address it comes
   * (the same captcha refusals) and waits after each failure (429 with Retry-After). `failed` counts a wrong password
   * on the account; `succeeded`, once the password was right, ends the run and answers the failures it held.
   */
  readonly admitPassword: (
    subject: string,
    account: string,
    captcha: string | undefined
  ) => Effect.Effect<
    { readonly succeeded: Effect.Effect<Option.Option<FailedSignIns>>; readonly failed: Effect.Effect<void> },
    BadRequest | TooManyRequests
  >
  /** A failed sign-in of `subject`: the captcha's failed-attempt counter goes up. */
  readonly failed: (subject: string) => Effect.Effect<void>
  /** A successful sign-in: the counter starts over. */
  readonly succeeded: (subject: string) => Effect.Effect<void>
}

export class LoginGuard extends Context.Tag("oddsfold/server/LoginGuard")<LoginGuard, LoginGuardShape>() {}

export interface TermsGateShape {
  /**
   * After a signed-in call's session is resolved: refuses it with 451 / exception_code 1 when the player must confirm
   * changed terms first and the call is not one they may still make (src/domain/terms/guard.ts). `path` is without
   * its query.
   */
  readonly admit: (userId: number, method: string, path: string) => Effect.Effect<void, TermsNotAccepted>
}

/**
 * The terms area's gate (server/terms/gate.ts), asked by signedInPlayer. Optional: where no layer provides it (the
 * session area's own tests), signed-in calls are not gated.
 */
export class TermsGate extends Context.Tag("oddsfold/server/TermsGate")<TermsGate, TermsGateShape>() {}
