import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { linkRefusalOf } from "../../domain/session/emailLinks"
import { isAuthenticated } from "../../projections/session/session"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { LoadUserConfig } from "./commands"
import type { ActivateEmail, CheckResetLink, ResetPasswordByLink, StopNewsletter } from "./linkCommands"
import {
  EmailActivated,
  EmailActivationFailed,
  LinkPasswordReset,
  LinkPasswordResetFailed,
  type LinkRefusalKind,
  NewsletterStopped,
  NewsletterStopFailed,
  ResetLinkChecked,
  ResetLinkRefused
} from "./linkEvents"

/**
 * The pages of the e-mail links (SPEC.md 2.4): the password reset, the activation and the unsubscribe link. The token
 * travels only in the command (Secret) and the Api's request; the server judges it and the events say what it decided.
 */

/** Which way the link failed, when the link itself was the reason (LinkErrorCode). */
const refusalOf = (error: ApiError): LinkRefusalKind => (error._tag === "ServerRefused" ? (linkRefusalOf(error.code) ?? "other") : "other")

export const checkResetLink: Handler<CheckResetLink> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.session.checkPasswordResetLink({ payload: { token: command.token } }, { captcha: command.captcha }),
      ({ expiresAt }) => emit(new ResetLinkChecked({ expiresAt })),
      (error) => emit(new ResetLinkRefused({ error, refusal: refusalOf(error) }))
    )
  )

export const resetPasswordByLink: Handler<ResetPasswordByLink> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.session.resetPasswordByLink({ payload: { token: command.token, password: command.password } }, { captcha: command.captcha }),
      () => emit(new LinkPasswordReset({})),
      (error) => emit(new LinkPasswordResetFailed({ error, refusal: refusalOf(error) }))
    )
  )

/** A player signed in here sees the new address in their user config (user_email, activation_type) at once. */
export const activateEmail: Handler<ActivateEmail> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      api.session.activateEmail({ payload: { token: command.token } }, { captcha: command.captcha }),
      ({ accountId, email }) => emitThen([new EmailActivated({ email, accountId })], isAuthenticated(states.session) ? [new LoadUserConfig({})] : []),
      (error) => emit(new EmailActivationFailed({ error, refusal: refusalOf(error) }))
    )
  })

export const stopNewsletter: Handler<StopNewsletter> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.session.stopNewsletter({ payload: { token: command.token } }, { captcha: command.captcha }),
      ({ email, setting }) => emit(new NewsletterStopped({ setting, email })),
      (error) => emit(new NewsletterStopFailed({ error, refusal: refusalOf(error) }))
    )
  )
