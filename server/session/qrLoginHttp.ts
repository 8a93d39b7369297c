import type { HttpServerRequest } from "@effect/platform"
import { Duration, Effect, Option, Redacted } from "effect"
import { BadRequest, ErrorCode } from "../../src/domain/api/errors"
import { normalizeQrCode, QR_APPROVE_ROUTE, QrLoginErrorCode } from "../../src/domain/session/qrLogin"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../src/domain/shell/language"
import { withLanguage } from "../../src/domain/shell/languageRoute"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { Players } from "./players"
import { QrLoginRefused, QrLogins } from "./qrLogin"
import { SessionService } from "./service"
import { signedInPlayer } from "./signedInPlayer"
import { SecondFactor, type SignInGateShape } from "./signInGate"

/**
 * The session group's QR sign-in handlers (src/domain/api/qrLogin.ts). The poll that finds its request approved
 * signs the device in through the group's `signIn`, exactly as the password sign-in does (new session id, cookie,
 * token).
 */

type Request = HttpServerRequest.HttpServerRequest

/** A device polls every two seconds for two minutes: 60 a request; this leaves room for a retry or two, not a guesser. */
export const QR_POLLS_PER_CLIENT: RateLimit = { limit: 120, window: Duration.minutes(1) }

const refusal = (refused: QrLoginRefused) =>
  new BadRequest({ code: QrLoginErrorCode[refused.reason], message: `the sign-in request is ${refused.reason === "unknown" ? "unknown" : refused.reason}` })

export const makeQrLoginHandlers = (deps: {
  readonly signIn: SignInGateShape["signIn"]
  readonly loginLimit: RateLimit
}) =>
  Effect.gen(function* () {
    const qr = yield* QrLogins
    const players = yield* Players
    const sessions = yield* SessionService

    return {
      start: ({ payload, request }: { payload: { readonly lng?: LanguageCode | undefined }; request: Request }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("QR sign-in", client.address, deps.loginLimit)
          const origin = `${client.https ? "https" : "http"}://${request.headers["host"] ?? "localhost"}`
          const lng = payload.lng ?? FALLBACK_LANGUAGE
          const created = yield* qr.create((code) => `${origin}${withLanguage(lng, QR_APPROVE_ROUTE)}?code=${code}`)
          return { ticket: created.ticket, code: created.code, expiresAt: Math.floor(created.expiresAt.getTime() / 1000), qrSvg: created.qrSvg }
        }),

      status: ({ payload, request }: { payload: { readonly ticket: Redacted.Redacted<string> }; request: Request }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("QR sign-in polls", client.address, QR_POLLS_PER_CLIENT)
          const approvedBy = yield* Effect.mapError(qr.take(payload.ticket), refusal)
          if (Option.isNone(approvedBy)) return { status: "pending" as const }
          const player = yield* players.byId(approvedBy.value)
          // The approving player is gone (deleted in between): as good as no request.
          if (Option.isNone(player)) return yield* refusal(new QrLoginRefused({ reason: "unknown" }))
          // The approval from the player's signed-in device is the second factor (SecondFactor's comment says why).
          const signedIn = yield* deps.signIn(request, player.value, { remember: false, secondFactor: SecondFactor.approvedOnSignedInDevice })
          return { status: "approved" as const, ...signedIn }
        }),

      approve: ({ payload }: { payload: { readonly code: string } }) =>
        Effect.gen(function* () {
          const { userId } = yield* Effect.provideService(signedInPlayer, SessionService, sessions)
          const { client } = yield* requestContext
          yield* limitRate("QR sign-in approvals", client.address, deps.loginLimit)
          const code = normalizeQrCode(payload.code)
          if (code === undefined) return yield* new BadRequest({ code: ErrorCode.invalidValue, message: "code: eight letters and digits, as the new device shows it" })
          yield* Effect.mapError(qr.approve(code, userId), refusal)
          yield* Effect.logInfo("QR sign-in approved").pipe(Effect.annotateLogs({ player: userId }))
          return { approved: true as const }
        })
    }
  })
