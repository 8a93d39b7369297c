import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { afterLogin } from "../../domain/session/authRedirects"
import { qrLoginRefusalOf } from "../../domain/session/qrLogin"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { Navigate } from "../shell/commands"
import { afterSigningIn, languageOf, sourcesOf } from "./authHandlers"
import { LoginSucceeded } from "./events"
import type { ApproveQrLogin, PollQrLogin, StartQrLogin, StopQrLogin } from "./qrCommands"
import {
  QrLoginApprovalFailed,
  QrLoginApproved,
  QrLoginCompleted,
  type QrLoginRefusalReason,
  QrLoginRefused,
  QrLoginShown,
  QrLoginStartFailed,
  QrLoginStopped
} from "./qrEvents"

/**
 * QR sign-in (SPEC.md 2.9): the new device's request, its polls, and a signed-in player's approval. A poll that
 * finds the request approved ends like a password sign-in (LoginSucceeded, config and user data reloaded, on to
 * where SPEC.md 4 sends a player who signed in on a page).
 */

const reasonOf = (error: ApiError): QrLoginRefusalReason =>
  (error._tag === "ServerRefused" && error.status === 400 ? qrLoginRefusalOf(error.code) : undefined) ?? "other"

export const startQrLogin: Handler<StartQrLogin> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      api.session.qrLoginStart({ payload: { lng: languageOf(states) } }, { captcha: command.captcha }),
      ({ code, expiresAt, qrSvg, ticket }) => emit(new QrLoginShown({ ticket, code, expiresAt: expiresAt * 1000, qrSvg })),
      (error) => emit(new QrLoginStartFailed({ error }))
    )
  })

export const pollQrLogin: Handler<PollQrLogin> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const shown = states.qrLogin
    // Left the screen, signed in or refused since the timer fired: nothing to ask.
    if (shown.status !== "waiting" || shown.ticket === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.qrLoginStatus({ payload: { ticket: shown.ticket } }),
      (answer) =>
        answer.status === "pending"
          ? emit()
          : emitThen(
              [new QrLoginCompleted({}), new LoginSucceeded({ userId: answer.userId, accountId: answer.accountId, save: false })],
              [...afterSigningIn(states), new Navigate({ to: afterLogin(sourcesOf(states)), mode: "replace" })]
            ),
      (error) => {
        const reason = reasonOf(error)
        // A network blip is not a refusal: the next tick asks again.
        return reason === "other" && error._tag === "NetworkError" ? emit() : emit(new QrLoginRefused({ reason, error }))
      }
    )
  })

export const stopQrLogin: Handler<StopQrLogin> = () => Effect.succeed(emit(new QrLoginStopped({})))

export const approveQrLogin: Handler<ApproveQrLogin> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.qrLoginApprove({ payload: { code: command.code } }, { captcha: command.captcha }),
      () => emit(new QrLoginApproved({ code: command.code })),
      (error) => emit(new QrLoginApprovalFailed({ reason: reasonOf(error), error }))
    )
  })
