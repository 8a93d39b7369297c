import { Context } from "effect"
import type { Effect, Option, Redacted } from "effect"
import type { VerificationState } from "../../src/domain/account/verification"
import type { PersonalData } from "../../src/domain/account/personalData"
import type { ProtectionMethods } from "../../src/domain/account/protectionLevel"
import type { BadRequest, TooManyRequests } from "../../src/domain/api/errors"
import type { UnsubscribeSetting } from "../../src/domain/session/emailLinks"
import type { PlayerRow } from "./playerRepo"

/**
 * What the session area asks of the account area, named here so that the dependency points one way only: the
 * account area builds on the session's players and codes and answers these tags (server/account/sessionSeams.ts);
 * no file of the session area imports the account area.
 */

/** What the user config (SPEC.md 3) takes from the office: the personal data and the protection methods. */
export interface OfficeFacts {
  readonly personalData: PersonalData
  readonly methods: ProtectionMethods
  /** SPEC.md 3 user_hide_balance: the wallet's switch (hidden by default, SPEC.md 9). */
  readonly hideBalance: boolean
  /** SPEC.md 3 has_deposit: a deposit ever reached the player's accounts (the ledger). */
  readonly hasDeposit: boolean
}

/** The personal office's security, as a sign-in, an added address and the user config need it. */
export interface PlayerOfficeShape {
  /**
   * The second step of a sign-in whose password was right: nothing for a player without two-step; otherwise the
   * authenticator's current code is required (AuthErrorCode 18 without one, 19 for a wrong or used one).
   */
  readonly secondStep: (userId: number, code: Option.Option<Redacted.Redacted<string>>) => Effect.Effect<void, BadRequest>
  /** Before a sensitive change: the security question's answer when the player has one (38, 39, 429). */
  readonly confirmSecurityAnswer: (userId: number, answer: Redacted.Redacted<string> | undefined) => Effect.Effect<void, BadRequest | TooManyRequests>
  readonly facts: (player: PlayerRow) => Effect.Effect<OfficeFacts>
}

export class PlayerOffice extends Context.Tag("oddsfold/server/PlayerOffice")<PlayerOffice, PlayerOfficeShape>() {}

/** The player's verification, for the user config and the rights call. */
export interface PlayerVerificationShape {
  readonly state: (userId: number) => Effect.Effect<VerificationState>
}

export class PlayerVerification extends Context.Tag("oddsfold/server/PlayerVerification")<PlayerVerification, PlayerVerificationShape>() {}

/** The unsubscribe link of a news e-mail (`user/stopnewsletter`), which the e-mail links' handlers answer. */
export interface NewsletterStopShape {
  readonly stop: (token: string) => Effect.Effect<{ readonly setting: UnsubscribeSetting; readonly email: string | null }, BadRequest>
}

export class NewsletterStop extends Context.Tag("oddsfold/server/NewsletterStop")<NewsletterStop, NewsletterStopShape>() {}
