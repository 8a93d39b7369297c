import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { BadRequest } from "../../src/domain/api/errors"
import { AuthErrorCode, isAcceptablePassword } from "../../src/domain/session/credentials"
import { CodeErrorCode } from "../../src/domain/session/codeRefusal"
import { orDieQuietly } from "../platform/db/databaseFault"
import { requireCode } from "./codeCheck"
import { PasswordHasher } from "./passwords"
import { SessionService } from "./service"
import { makePlayerRepo } from "./playerRepo"
import { VerificationCodes } from "./verificationCodes"

/**
 * Password recovery (issue 7, SPEC.md 4): a code sent to the player's e-mail or phone, then a new password. The
 * code's sending lives in the handlers (it answers the same whether or not an account is behind the destination);
 * this service spends the code and sets the password.
 */

/** Where the code went, as the server addresses it: a normalised e-mail or an E.164 number. */
export type RecoveryAddress = { readonly channel: "email"; readonly to: string } | { readonly channel: "sms"; readonly to: string }

export interface PasswordRecoveryShape {
  /**
   * Spends the code and sets the new password; then every session of the player is deleted, the one an intruder
   * may hold included: whoever recovers a password does so because someone else may know the old one.
   */
  readonly reset: (address: RecoveryAddress, code: Redacted.Redacted<string>, password: Redacted.Redacted<string>) => Effect.Effect<void, BadRequest>
  /**
   * The recovery e-mail's link (`user/passwordreset?token=…`) before its form is filled in: until when it works, or
   * why it does not (LinkErrorCode). Says nothing about an account: the link went to the address whether or not one
   * is behind it.
   */
  readonly checkLink: (token: string) => Effect.Effect<{ readonly expiresAt: Date }, BadRequest>
  /**
   * The same reset by the link instead of the code: the link and the code are one recovery, so whichever comes first
   * spends both. A password against the rules, or an address without an account, leaves the link unspent.
   */
  readonly resetByLink: (token: string, password: Redacted.Redacted<string>) => Effect.Effect<void, BadRequest>
}

export class PasswordRecovery extends Context.Tag("oddsfold/server/PasswordRecovery")<PasswordRecovery, PasswordRecoveryShape>() {}

const NewPassword = Schema.Struct({ userId: Schema.Number, passwordHash: Schema.String, at: Schema.DateFromSelf })

export const PasswordRecoveryLive = Layer.effect(
  PasswordRecovery,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const players = yield* makePlayerRepo
    const hasher = yield* PasswordHasher
    const codes = yield* VerificationCodes
    const sessions = yield* SessionService

    const setPassword = SqlSchema.void({
      Request: NewPassword,
      execute: ({ at, passwordHash, userId }) => sql`update players set password_hash = ${passwordHash}, password_changed_at = ${at} where id = ${userId}`
    })
    const endSessions = SqlSchema.void({ Request: Schema.Number, execute: (userId) => sql`delete from sessions where user_id = ${userId}` })

    // The password rules first: a refused password must not cost the player their code or link.
    const acceptable = (password: Redacted.Redacted<string>) =>
      isAcceptablePassword(Redacted.value(password))
        ? Effect.void
        : Effect.fail(new BadRequest({ code: AuthErrorCode.weakPassword, message: "the password breaks the password rules" }))

    const setNewPassword = (address: RecoveryAddress, password: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const player = address.channel === "email" ? yield* players.byEmail(address.to) : yield* players.byPhone(address.to)
        // Only whoever holds the destination's code (or link) learns that no account is behind it.
        if (Option.isNone(player)) return yield* new BadRequest({ code: CodeErrorCode.noAccount, message: "no account has this e-mail or phone" })
        const passwordHash = yield* hasher.hash(password)
        const at = new Date(yield* Clock.currentTimeMillis)
        yield* orDieQuietly(Effect.zipRight(setPassword({ userId: player.value.id, passwordHash, at }), endSessions(player.value.id)).pipe(sql.withTransaction))
        yield* sessions.forgetPlayer(player.value.id)
      })

    return {
      reset: (address, code, password) =>
        Effect.gen(function* () {
          yield* acceptable(password)
          yield* requireCode(codes, { purpose: "password_recovery", to: address.to, code })
          yield* setNewPassword(address, password)
        }),

      checkLink: (token) => Effect.map(codes.checkLink("password_recovery", token), ({ expiresAt }) => ({ expiresAt })),

      resetByLink: (token, password) =>
        Effect.zipRight(
          acceptable(password),
          // Only the e-mail carries a link, so the address is an e-mail's.
          codes.followLink("password_recovery", token, ({ to }) => setNewPassword({ channel: "email", to }, password))
        )
    }
  })
)
