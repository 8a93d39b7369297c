import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Context, Duration, Effect, Layer, Option, type Redacted } from "effect"
import { type ActivationSent, OfficeErrorCode } from "../../src/domain/api/accountOffice"
import { BadRequest, type TooManyRequests } from "../../src/domain/api/errors"
import { AuthErrorCode, isEmail, normalizeEmail } from "../../src/domain/session/credentials"
import { LinkErrorCode } from "../../src/domain/session/emailLinks"
import { maskEmail } from "../../src/domain/session/passwordRecovery"
import type { LanguageCode } from "../../src/domain/shell/language"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { PlayerOffice } from "./accountSeams"
import { EmailConfirmations } from "./emailConfirmation"
import { makePlayerRepo } from "./playerRepo"
import { VerificationCodes } from "./verificationCodes"

/**
 * Activation of an account by e-mail (SPEC.md 2.4 `user/activate`, also `user/activatefast`): a player without an
 * address (one-click, phone, a social sign-in without one) adds one in the office; a link goes to it, and following
 * the link puts the address on the account, confirmed (SPEC.md 3 activation_type 1 or 2), so the player can then sign
 * in and recover the password by e-mail. The link is the one-time code's, like the confirmation link of
 * `user/accountverify` (server/session/verificationCodes.ts, linkTokens.ts): ten minutes, once, the newest only.
 *
 * Nothing tells a player whether another account has the address: adding it answers the same, and the owner of a
 * taken address gets a note instead of a link. An address taken between the e-mail and the link (14), or an account
 * that got another address meanwhile (37), is told only to the link's holder, and leaves the link unspent.
 *
 * An address is a way back into the account (password recovery by e-mail): once the player has a security question,
 * adding one asks its answer, as the other sensitive changes do (PlayerOffice.confirmSecurityAnswer).
 */
export interface EmailActivationsShape {
  readonly send: (
    userId: number,
    request: { readonly email: string; readonly lang: LanguageCode; readonly securityAnswer?: Redacted.Redacted<string> | undefined },
    client: string
  ) => Effect.Effect<ActivationSent, BadRequest | TooManyRequests>
  readonly activate: (token: string) => Effect.Effect<{ readonly email: string; readonly accountId: number }, BadRequest>
}

export class EmailActivations extends Context.Tag("oddsfold/server/EmailActivations")<EmailActivations, EmailActivationsShape>() {}

/** Activation links one player may ask for: a mistyped address or two, not a stranger's mailbox flooded. */
export const ACTIVATIONS_PER_PLAYER: RateLimit = { limit: 3, window: Duration.minutes(10) }

const refuse = (code: number, message: string) => new BadRequest({ code, message })
const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export const EmailActivationsLive = Layer.effect(
  EmailActivations,
  Effect.gen(function* () {
    const players = yield* makePlayerRepo
    const codes = yield* VerificationCodes
    const confirmations = yield* EmailConfirmations
    const office = yield* PlayerOffice
    const limiter = yield* RateLimiter.RateLimiter
    const perPlayer = (userId: number) =>
      limitRate("activations per player", String(userId), ACTIVATIONS_PER_PLAYER).pipe(Effect.provideService(RateLimiter.RateLimiter, limiter))

    const playerOf = (userId: number) =>
      Effect.flatMap(players.byId(userId), Option.match({ onNone: () => Effect.dieMessage("a signed-in player is gone"), onSome: Effect.succeed }))

    return {
      send: (userId, request, client) =>
        Effect.gen(function* () {
          const player = yield* playerOf(userId)
          if (player.email !== null) return yield* refuse(OfficeErrorCode.emailState, "this account has an e-mail address already")
          const to = normalizeEmail(request.email)
          if (!isEmail(to)) return yield* refuse(AuthErrorCode.invalidEmail, "this is not an e-mail address")
          // Whoever holds the address can recover the password: someone in a signed-in session who is not its owner
          // must not add theirs. The answer before the link's budget, so a wrong answer does not spend it.
          yield* office.confirmSecurityAnswer(userId, request.securityAnswer)
          yield* perPlayer(userId)
          const message = { channel: "email" as const, to, language: request.lang, client }
          const { expiresAt } = (yield* players.emailExists(to))
            ? yield* codes.notify({ ...message, template: "email_activation_attempt", params: {} })
            : yield* codes.issue({ ...message, purpose: "email_activation", player: userId, params: { account: String(player.account_id) } })
          return { email: maskEmail(to), expiresAt: toSeconds(expiresAt) }
        }),

      activate: (token) =>
        codes.followLink("email_activation", token, ({ player: userId, to }) =>
          Effect.gen(function* () {
            const player = userId === null ? Option.none() : yield* players.byId(userId)
            // A link of ours always names its player; one whose player is gone has nothing to activate.
            if (Option.isNone(player)) return yield* refuse(LinkErrorCode.invalid, "this link is not valid")
            const found = player.value
            // The same address (added meanwhile by another way): the link proves it too.
            if (found.email === to) return yield* Effect.as(confirmations.markConfirmed(to), { email: to, accountId: found.account_id })
            if (found.email !== null) return yield* refuse(OfficeErrorCode.emailState, "this account has another e-mail address now")
            if (!(yield* players.bindEmail(found.id, to))) return yield* refuse(AuthErrorCode.emailTaken, "another account has this e-mail address")
            return { email: to, accountId: found.account_id }
          })
        )
    }
  })
)
