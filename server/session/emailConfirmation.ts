import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Context, Effect, Layer, Schema } from "effect"
import type { TooManyRequests } from "../../src/domain/api/errors"
import { normalizeEmail } from "../../src/domain/session/credentials"
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from "../../src/domain/shell/language"
import { orDieQuietly } from "../platform/db/databaseFault"
import { PlayerOnboarding } from "./seams"
import { VerificationCodes } from "./verificationCodes"

/**
 * The e-mail confirmation link (issue 7, SPEC.md 2.4): a link to `/{lng}/user/accountverify` with the address and a
 * one-time code, sent through the Outbox (VerificationCodes builds the link). Following it, once, within the code's
 * 10 minutes, finishes a registration by e-mail (server/session/emailRegistration.ts) or confirms the address of a
 * player who has it already (players.email_confirmed).
 */
export interface EmailConfirmationsShape {
  readonly send: (email: string, language: string | null) => Effect.Effect<void>
  /** The player with this address has it confirmed (the link's code was spent by the caller). */
  readonly markConfirmed: (email: string) => Effect.Effect<void>
  /**
   * The link again, asked for by the player from `client`: a new code replaces the previous one (only the newest link
   * works, so a forwarded or stolen older mail confirms nothing), within the codes' per-address and per-client limits.
   */
  readonly resend: (email: string, language: LanguageCode, client: string) => Effect.Effect<{ readonly expiresAt: Date }, TooManyRequests>
}

export class EmailConfirmations extends Context.Tag("oddsfold/server/EmailConfirmations")<EmailConfirmations, EmailConfirmationsShape>() {}

export const EmailConfirmationsLive = Layer.effect(
  EmailConfirmations,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const codes = yield* VerificationCodes
    const markConfirmed = SqlSchema.void({ Request: Schema.String, execute: (email) => sql`update players set email_confirmed = true where email = ${email}` })
    return {
      send: (email, language) =>
        codes
          .issue({
            purpose: "email_confirmation",
            channel: "email",
            to: normalizeEmail(email),
            language: language !== null && isLanguageCode(language) ? language : FALLBACK_LANGUAGE,
            // The per-client limit is for code requests a client makes; registrations have their own per-address
            // limit, so the address itself stands in here and only the per-destination limit applies.
            client: `confirmation:${normalizeEmail(email)}`
          })
          .pipe(
            Effect.asVoid,
            // A registration is done without its confirmation e-mail; the player can ask for the link again.
            Effect.catchAll((refusal) => Effect.logWarning(`no confirmation e-mail sent: ${refusal.message}`))
          ),
      resend: (email, language, client) => codes.issue({ purpose: "email_confirmation", channel: "email", to: normalizeEmail(email), language, client }),
      markConfirmed: (email) => orDieQuietly(markConfirmed(normalizeEmail(email)))
    }
  })
)

/**
 * The session area's part of a new player, composed over the account area's (their main account, in
 * server/account/onboarding.ts): a player who registered with an e-mail is sent its confirmation link.
 */
export const withEmailConfirmation = Layer.effect(
  PlayerOnboarding,
  Effect.gen(function* () {
    const accounts = yield* PlayerOnboarding
    const confirmations = yield* EmailConfirmations
    return {
      registered: (player) =>
        Effect.zipRight(
          accounts.registered(player),
          player.email === null || player.emailConfirmed ? Effect.void : confirmations.send(player.email, player.language)
        ),
      demoPlayerSeeded: accounts.demoPlayerSeeded
    }
  })
)
