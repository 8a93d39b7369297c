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

    return {
      reset: (address, code, password) =>
        Effect.gen(function* () {
          // The password rules first: a refused password must not cost the player their code.
          if (!isAcceptablePassword(Redacted.value(password))) {
            return yield* new BadRequest({ code: AuthErrorCode.weakPassword, message: "the password breaks the password rules" })
          }
          yield* requireCode(codes, { purpose: "password_recovery", to: address.to, code })
          const player = address.channel === "email" ? yield* players.byEmail(address.to) : yield* players.byPhone(address.to)
          // Only whoever holds the destination's code learns that no account is behind it.
          if (Option.isNone(player)) return yield* new BadRequest({ code: CodeErrorCode.noAccount, message: "no account has this e-mail or phone" })
          const passwordHash = yield* hasher.hash(password)
          const at = new Date(yield* Clock.currentTimeMillis)
          yield* orDieQuietly(
            Effect.zipRight(setPassword({ userId: player.value.id, passwordHash, at }), endSessions(player.value.id)).pipe(sql.withTransaction)
          )
          yield* sessions.forgetPlayer(player.value.id)
        })
    }
  })
)
