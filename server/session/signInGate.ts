import { HttpApiBuilder, HttpApiSecurity, type HttpServerRequest } from "@effect/platform"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted, Schedule } from "effect"
import { BadRequest } from "../../src/domain/api/errors"
import { TWO_STEP_SIGN_IN_PATH } from "../../src/domain/api/twoStepSignIn"
import { AuthErrorCode } from "../../src/domain/session/credentials"
import { PlayerOffice } from "./accountSeams"
import { requestContext } from "../platform/http/requestContext"
import { randomSecret, SECRET_FORMAT, sha256Hex } from "../platform/secureRandom"
import { readSessionCookie, setSessionCookie } from "./cookie"
import { PURGE_INTERVAL } from "./janitor"
import { makePendingSignInRepo } from "./pendingSignInRepo"
import type { PlayerRow } from "./playerRepo"
import { Players } from "./players"
import { SessionService } from "./service"
import { TokenSigner } from "./tokens"
import { ClusterLeadership } from "../platform/cluster/leadership"

/**
 * The one step every way of signing in ends in (issue 7): password, SMS code, social callback, one-tap, QR approval
 * and the registrations. It is the only maker of a player's session, so none of them can skip the second factor:
 * for a player with two-step on, no session is made until the authenticator's code is right. A way that brought no
 * code leaves the sign-in waiting on the server (pending_sign_ins) and answers 400 code 18; the browser finishes it
 * at TWO_STEP_SIGN_IN_PATH with the code and the HttpOnly cookie this step set (only its SHA-256 is stored).
 */

/** Signed in: the player's id, the account ID they sign in with, and a token for the new session. */
export interface SignedIn {
  readonly userId: number
  readonly accountId: number
  readonly data: { readonly token: string }
}

/** What the way of signing in brings for the second factor. */
export type SecondFactor =
  /**
   * The way proved the first factor only; the request may carry the authenticator's code (the password sign-in
   * does). Without one, a two-step player's sign-in waits for it.
   */
  | { readonly _tag: "AuthenticatorCode"; readonly code: Option.Option<Redacted.Redacted<string>> }
  /**
   * QR sign-in: a device signed in as this very player approved the request. That device passed this gate itself
   * (its own second step included), and approving from it is possession of a second, signed-in device: the second
   * factor, so no code is asked on the new device. (A stolen session could approve, but a stolen session is the
   * account already; the QR request cannot be approved by anyone who is not signed in as the player.)
   */
  | { readonly _tag: "ApprovedOnSignedInDevice" }

export const SecondFactor = {
  /** SMS code, a provider's identity, one-tap, a registration (a new player has no two-step yet). */
  none: { _tag: "AuthenticatorCode", code: Option.none() } as SecondFactor,
  code: (code: Option.Option<Redacted.Redacted<string>>): SecondFactor => ({ _tag: "AuthenticatorCode", code }),
  approvedOnSignedInDevice: { _tag: "ApprovedOnSignedInDevice" } as SecondFactor
} as const

/** A sign-in waits this long for its second step: time to open the authenticator app, not to leave and come back. */
export const SECOND_STEP_LIFETIME_MS = 5 * 60 * 1000

/**
 * Wrong codes a waiting sign-in takes before it is gone (the first step must be done again). With 10^6 codes and
 * the one-use-per-30-s rule, guessing needs the first factor again every few tries; the login guard's captcha and
 * rate limit count the wrong codes too.
 */
export const MAX_WRONG_SECOND_STEP_CODES = 5

/** Ties a waiting sign-in to the browser that started it; sent back only to the second step's path. */
const PENDING_COOKIE = "oddsfold_second_step"
const pendingCookie = HttpApiSecurity.apiKey({ in: "cookie", key: PENDING_COOKIE })

const expired = new BadRequest({ code: AuthErrorCode.secondStepExpired, message: "no sign-in waits for its second step: sign in again" })

export interface SignInGateShape {
  /**
   * Signs the player in on a new session of the request (the old one ends: the id rotates), its cookie and a token,
   * once the second factor holds. For a two-step player whose way brought no code: 400 code 18, the sign-in waiting
   * (with `redirectUrl`, where the browser goes when it is done, if the server decided that). 19: a wrong code.
   */
  readonly signIn: (
    request: HttpServerRequest.HttpServerRequest,
    player: PlayerRow,
    options: { readonly remember: boolean; readonly secondFactor: SecondFactor; readonly redirectUrl?: string | null }
  ) => Effect.Effect<SignedIn, BadRequest>
  /** The waiting sign-in of this browser, finished with the authenticator's code: 19 for a wrong one, 20 when none waits. */
  readonly finishSecondStep: (
    request: HttpServerRequest.HttpServerRequest,
    code: Redacted.Redacted<string>
  ) => Effect.Effect<SignedIn & { readonly remember: boolean; readonly redirectUrl: string | null }, BadRequest>
}

export class SignInGate extends Context.Tag("oddsfold/server/SignInGate")<SignInGate, SignInGateShape>() {}

const setPendingCookie = (value: Redacted.Redacted<string>, maxAge: Duration.Duration) =>
  Effect.flatMap(requestContext, ({ client }) =>
    HttpApiBuilder.securitySetCookie(pendingCookie, value, {
      httpOnly: true,
      // Strict: only this site's own pages finish a sign-in (the social callback's redirect still stores it).
      sameSite: "strict",
      path: TWO_STEP_SIGN_IN_PATH,
      maxAge,
      ...(Duration.toMillis(maxAge) === 0 ? { expires: new Date(0) } : {}),
      secure: client.https
    })
  )
const clearPendingCookie = setPendingCookie(Redacted.make(""), Duration.zero)

export const SignInGateLive = Layer.effect(
  SignInGate,
  Effect.gen(function* () {
    const sessions = yield* SessionService
    const signer = yield* TokenSigner
    const office = yield* PlayerOffice
    const players = yield* Players
    const repo = yield* makePendingSignInRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** The session itself: a new one for the player (the request's old one ends), its cookie, and a token. */
    const openSession = (request: HttpServerRequest.HttpServerRequest, player: PlayerRow, remember: boolean) =>
      Effect.gen(function* () {
        const { cookie, session } = yield* sessions.signIn({ previous: readSessionCookie(request), userId: player.id, remember })
        yield* setSessionCookie(cookie, session.expiresAt)
        const token = yield* signer.issue({ sid: session.id, uid: player.id })
        return { userId: player.id, accountId: player.account_id, data: { token } }
      })

    /** Leaves the sign-in waiting for its code, tied to this browser by a new cookie. */
    const wait = (player: PlayerRow, remember: boolean, redirectUrl: string | null) =>
      Effect.gen(function* () {
        const handle = yield* randomSecret
        const at = yield* now
        yield* repo.insert({
          handleHash: sha256Hex(Redacted.value(handle)),
          userId: player.id,
          remember,
          redirectUrl,
          at,
          expiresAt: new Date(at.getTime() + SECOND_STEP_LIFETIME_MS)
        })
        yield* setPendingCookie(handle, Duration.millis(SECOND_STEP_LIFETIME_MS))
      })

    return {
      signIn: (request, player, { redirectUrl = null, remember, secondFactor }) =>
        Effect.gen(function* () {
          if (secondFactor._tag === "AuthenticatorCode") {
            yield* office.secondStep(player.id, secondFactor.code).pipe(
              Effect.tapError((refused) => (refused.code === AuthErrorCode.twoStepCodeRequired ? wait(player, remember, redirectUrl) : Effect.void))
            )
          }
          return yield* openSession(request, player, remember)
        }),

      finishSecondStep: (request, code) =>
        Effect.gen(function* () {
          const handle = request.cookies[PENDING_COOKIE]
          if (handle === undefined || !SECRET_FORMAT.test(handle)) return yield* expired
          const handleHash = sha256Hex(handle)
          const pending = yield* repo.live(handleHash, yield* now)
          if (Option.isNone(pending)) {
            yield* clearPendingCookie
            return yield* expired
          }
          yield* office.secondStep(pending.value.user_id, Option.some(code)).pipe(
            Effect.tapError(() =>
              Effect.gen(function* () {
                if ((yield* repo.countWrongCode(handleHash)) < MAX_WRONG_SECOND_STEP_CODES) return
                yield* repo.remove(handleHash)
                yield* clearPendingCookie
              })
            )
          )
          // The code was right: the waiting sign-in is used by this request alone (a racing one finds it gone).
          const taken = yield* repo.take(handleHash, yield* now)
          yield* clearPendingCookie
          if (Option.isNone(taken)) return yield* expired
          const player = yield* players.byId(taken.value.user_id)
          if (Option.isNone(player)) return yield* expired
          const signedIn = yield* openSession(request, player.value, taken.value.remember)
          return { ...signedIn, remember: taken.value.remember, redirectUrl: taken.value.redirect_url }
        })
    }
  })
)

/** Deletes the sign-ins that waited for their second step in vain (past their five minutes), every minute. */
export const PendingSignInJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const repo = yield* makePendingSignInRepo
    const purge = Effect.gen(function* () {
      yield* repo.purgeExpired(new Date(yield* Clock.currentTimeMillis))
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging sign-ins that waited for their second step failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the pending sign-ins janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
