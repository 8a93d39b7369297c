import { Effect, Redacted } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import { TWO_STEP_QUERY_FLAG } from "../../domain/api/twoStepSignIn"
import { AuthErrorCode } from "../../domain/session/credentials"
import { DEMO_PLAYER } from "../../domain/session/demoPlayer"
import { withLanguage } from "../../domain/shell/languageRoute"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { Navigate } from "../shell/commands"
import { languageOf } from "./authHandlers"
import type { DismissOneTap, LoadOneTap, LoadSocialProviders, OpenOneTap, SubmitOneTapCredential } from "./socialCommands"
import {
  OneTapAvailable,
  OneTapDismissed,
  OneTapFailed,
  OneTapPromptOpened,
  OneTapSignedIn,
  OneTapUnavailable,
  SocialProvidersLoaded,
  SocialProvidersLoadFailed
} from "./socialEvents"

/** The providers the sign-in and registration forms offer; a failure leaves the forms without social buttons. */
export const loadSocialProviders: Handler<LoadSocialProviders> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.socialProviders({}, { captcha: command.captcha }),
      ({ providers }) => emit(new SocialProvidersLoaded({ providers })),
      (error) => emit(new SocialProvidersLoadFailed({ error }))
    )
  })

/** Where the sandbox's stand-in for the one-tap prompt starts (the server sends the popup on to the sandbox). */
export const ONE_TAP_SANDBOX_START = "/social-api/oauth/google-one-tap/sandbox/start"

export const loadOneTap: Handler<LoadOneTap> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.oneTapClientId({}, { captcha: command.captcha }),
      ({ clientId }) => emit(new OneTapAvailable({ clientId })),
      (error) => emit(new OneTapUnavailable({ error }))
    )
  })

export const openOneTap: Handler<OpenOneTap> = (command) =>
  Effect.gen(function* () {
    yield* (yield* Navigation).openPopup(ONE_TAP_SANDBOX_START)
    return emit(new OneTapPromptOpened({ currencyId: command.currencyId }))
  })

/**
 * SPEC.md 7: POST /social-api/oauth/google-one-tap, a multipart form of the credential and the guest's language,
 * currency and country. The server signs the player in (a new one registered with these, or the identity's own)
 * and names where to go: a full page load there starts the site signed in. A player with two-step on is answered 400
 * code 18: the sign-in page asks for the authenticator's code of the sign-in the server keeps waiting.
 */
export const submitOneTapCredential: Handler<SubmitOneTapCredential> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const form = new FormData()
    form.set("credential", Redacted.value(command.credential))
    form.set("language", languageOf(states))
    form.set("currency", String(states.oneTap.currencyId))
    form.set("countryId", String(DEMO_PLAYER.countryId))
    const outcome = yield* fromServerAnswer(
      command,
      api.session.oneTap({ payload: form }, { captcha: command.captcha }),
      ({ redirectUrl }) => emit(new OneTapSignedIn({ redirectUrl })),
      (error) =>
        error._tag === "ServerRefused" && error.code === AuthErrorCode.twoStepCodeRequired
          ? emitThen([new OneTapFailed({ error })], [new Navigate({ to: withLanguage(languageOf(states), "/user/login", `?${TWO_STEP_QUERY_FLAG}=1`), mode: "push" })])
          : emit(new OneTapFailed({ error }))
    )
    const signedIn = outcome.events.find((event) => event._tag === "OneTapSignedIn")
    if (signedIn !== undefined && signedIn._tag === "OneTapSignedIn") yield* (yield* Navigation).assign(signedIn.redirectUrl)
    return outcome
  })

export const dismissOneTap: Handler<DismissOneTap> = () => Effect.succeed(emit(new OneTapDismissed({})))
