import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import type { ApiError } from "../../domain/api/clientErrors"
import { afterLogin, afterLogout, afterRegistration, type RedirectSources, registrationTargetOf } from "../../domain/session/authRedirects"
import { fieldsOfAuthError } from "../../domain/session/credentials"
import { loginFieldErrorClass, type LoginFieldErrorClass } from "../../domain/session/loginFieldError"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../domain/shell/language"
import { withLanguage } from "../../domain/shell/languageRoute"
import type { States } from "../../projections/registry"
import { LoadConfig } from "../config/commands"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import type { Command } from "../registry"
import { fromServerAnswer } from "../serverAnswer"
import { Navigate } from "../shell/commands"
import {
  type CloseAuthForm,
  type DismissCredentials,
  LoadRights,
  LoadUserConfig,
  type Login,
  type Logout,
  type OpenAuthForm,
  type DismissFailedSignIns,
  type RegisterByEmail,
  type RegisterOneClick,
  type SubmitTwoStepCode
} from "./commands"
import {
  AuthFormClosed,
  AuthFormOpened,
  CredentialsDismissed,
  LoggedOut,
  LoginAttempted,
  LoginFailed,
  FailedSignInsDismissed,
  FailedSignInsReported,
  LoginSucceeded,
  LogoutFailed,
  PlayerRegistered,
  RegistrationFailed,
  RegistrationTargetSet,
  UserConfigLoaded,
  UserConfigLoadFailed
} from "./events"
import { RegistrationLinkSent } from "./codeEvents"
import { registrationChosen } from "./metricsHandlers"

/**
 * Sign-in, registration and logout (issue 7), with the redirects of SPEC.md 4: after signing in or registering the
 * player goes to the return URL, else the previous route, else home, when the form was a page; a modal or the
 * header dropdown simply closes over the page the player is on. Passwords travel only in the commands (Secret) and
 * the Api's request; no event carries one.
 */

/** SPEC.md 2.1: the return-url query, stored encoded; read here where a redirect uses it. */
export const RETURN_URL_PARAM = "returnUrl"

export const languageOf = (states: States): LanguageCode => (states.language.current ?? FALLBACK_LANGUAGE) as LanguageCode

export const sourcesOf = (states: States): RedirectSources => ({
  returnUrl: new URLSearchParams(states.location.search).get(RETURN_URL_PARAM),
  previousRoute: states.auth.previousRoute,
  lng: languageOf(states)
})

const onPage = (states: States): boolean => states.auth.open?.view === "page"

/**
 * Where to go once signed in or registered: a page form moves on, and so does any form opened over a return URL
 * (the login-required guard's dropdown); the same place is no move.
 */
export const redirectTo = (states: States, target: string): ReadonlyArray<Command> =>
  (onPage(states) || sourcesOf(states).returnUrl !== null) && target !== `${states.location.path}${states.location.search}`
    ? [new Navigate({ to: target, mode: "replace" })]
    : []

/** SPEC.md 4: on sign-in the config is reloaded and the player's data loaded, and their rights (SPEC.md 7). */
export const afterSigningIn = (states: States): ReadonlyArray<Command> => [
  new LoadConfig({ lang: languageOf(states) }),
  new LoadUserConfig({}),
  new LoadRights({})
]

/** The fields a refusal names (a control character typed in one), else those its auth error code blames. */
const fieldOf = (error: ApiError): LoginFieldErrorClass => {
  if (error._tag !== "ServerRefused") return "unknown"
  if (error.fields !== undefined && error.fields.length > 0) return loginFieldErrorClass(error.fields.map(({ field }) => field))
  return error.code === undefined ? "unknown" : loginFieldErrorClass(fieldsOfAuthError(error.code))
}

/**
 * Opening sign-in or registration remembers where an after-registration rule sends the player (SPEC.md 4 "After
 * registration"), matched on the page the form was entered from: the previous route, which a form page (a
 * guest-only page) leaves as it was and a modal or dropdown shares with the page beneath it.
 */
export const openAuthForm: Handler<OpenAuthForm> = (command) =>
  Effect.gen(function* () {
    const opened = new AuthFormOpened({ form: command.form, view: command.view, at: yield* Clock.currentTimeMillis })
    if (command.form === "forgotPassword") return emit(opened)
    const { auth, siteConfig } = yield* (yield* Query).states
    const route = registrationTargetOf(siteConfig.config?.afterRegistrationRedirects ?? [], auth.previousRoute)
    return route === auth.registrationTarget ? emit(opened) : emit(opened, new RegistrationTargetSet({ route }))
  })

export const closeAuthForm: Handler<CloseAuthForm> = () => Effect.succeed(emit(new AuthFormClosed({})))

export const login: Handler<Login> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const attempted = new LoginAttempted({ at: yield* Clock.currentTimeMillis, method: "email_or_id" })
    const call = api.session.login(
      {
        payload: {
          uLogin: command.login,
          uPassword: command.password,
          save: command.save,
          lng: languageOf(states),
          ...(command.code === undefined ? {} : { code: command.code })
        }
      },
      { captcha: command.captcha }
    )
    return yield* fromServerAnswer(
      command,
      call,
      ({ accountId, failedSignIns, userId }) =>
        emitThen(
          [
            attempted,
            new LoginSucceeded({ userId, accountId, save: command.save }),
            ...(failedSignIns === undefined ? [] : [new FailedSignInsReported(failedSignIns)])
          ],
          [...afterSigningIn(states), ...redirectTo(states, afterLogin(sourcesOf(states)))]
        ),
      (error) => emit(attempted, new LoginFailed({ error, field: fieldOf(error) }))
    )
  })

/**
 * The second step of a two-step player's sign-in, whichever way the first went: the server's waiting sign-in is
 * finished with the code. It ends like the password sign-in; a way whose target the server decided (the social
 * callback, one-tap) goes there, any other where SPEC.md 4 says.
 */
export const submitTwoStepCode: Handler<SubmitTwoStepCode> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    // The second step of whichever way the first went: the attempt keeps that way's kind.
    const attempted = new LoginAttempted({ at: yield* Clock.currentTimeMillis, method: null })
    return yield* fromServerAnswer(
      command,
      api.session.loginTwoStep({ payload: { code: command.code }, headers: {} }, { captcha: command.captcha }),
      ({ accountId, redirectUrl, remember, userId }) =>
        emitThen(
          [attempted, new LoginSucceeded({ userId, accountId, save: remember })],
          [
            ...afterSigningIn(states),
            ...(redirectUrl === null ? redirectTo(states, afterLogin(sourcesOf(states))) : [new Navigate({ to: redirectUrl, mode: "replace" })])
          ]
        ),
      (error) => emit(attempted, new LoginFailed({ error, field: error._tag === "ServerRefused" ? "pass" : "unknown" }))
    )
  })

/**
 * SPEC.md 4: the disconnect, then home (or the previous route when it is not the personal office). The session
 * cookie is HttpOnly and cleared by the server's answer; a failed disconnect is logged and the page reloads.
 */
export const logout: Handler<Logout> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const nav = yield* Navigation
    return yield* fromServerAnswer(
      command,
      api.session.logout(undefined),
      () => {
        const target = afterLogout({ returnUrl: null, previousRoute: `${states.location.path}${states.location.search}`, lng: languageOf(states) })
        const here = `${states.location.path}${states.location.search}`
        return emitThen([new LoggedOut({})], target === here ? [] : [new Navigate({ to: target, mode: "push" })])
      },
      (error) => emit(new LogoutFailed({ error }))
    ).pipe(Effect.tap((outcome) => (outcome.events.some((event) => event._tag === "LogoutFailed") ? nav.reload : Effect.void)))
  })

/**
 * After registration (SPEC.md 4 "After registration"): the target an after-registration rule set when the form was
 * opened is followed from a modal too; without one, the redirects of signing in.
 */
export const afterRegistering = (states: States): ReadonlyArray<Command> => {
  const remembered = states.auth.registrationTarget
  const target = afterRegistration({ ...sourcesOf(states), origin: remembered === null ? null : withLanguage(languageOf(states), remembered) })
  if (remembered === null) return redirectTo(states, target)
  return target === `${states.location.path}${states.location.search}` ? [] : [new Navigate({ to: target, mode: "replace" })]
}

/** The registration payload of SPEC.md 3 every registration sends, in the page's language. */
const registrationPayload = (command: RegisterOneClick | RegisterByEmail, states: States) => ({
  country_id: command.countryId,
  currency_id: command.currencyId,
  ref_code: command.refCode,
  first_deposit_bonus_choice: command.bonusChoice,
  lng: languageOf(states)
})

export const registerOneClick: Handler<RegisterOneClick> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const chosen = yield* registrationChosen(states, { regType: "one_click", ...command })
    return yield* fromServerAnswer(
      command,
      api.session.registerFast({ payload: registrationPayload(command, states) }, { captcha: command.captcha }),
      // The credentials are shown before the player moves on: the redirect waits for DismissCredentials.
      ({ accountId, password, userId }) =>
        emitThen([...chosen, new PlayerRegistered({ userId, accountId, method: "one_click", password })], afterSigningIn(states)),
      (error) => emit(...chosen, new RegistrationFailed({ method: "one_click", error }))
    )
  })

/**
 * Registration by e-mail: the server answers the same for every address (SPEC.md 8 codes aside, it never says one is
 * taken) and e-mails a link; the player is made, and signed in, when the link is followed (confirmEmail).
 */
export const registerByEmail: Handler<RegisterByEmail> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const payload = { ...registrationPayload(command, states), email: command.email, password: command.password }
    const chosen = yield* registrationChosen(states, { regType: "full", ...command })
    return yield* fromServerAnswer(
      command,
      api.session.registerFull({ payload }, { captcha: command.captcha }),
      ({ expiresAt, to }) => emit(...chosen, new RegistrationLinkSent({ to, expiresAt })),
      (error) => emit(...chosen, new RegistrationFailed({ method: "full", error }))
    )
  })

/** The one-click credentials were kept: they are hidden for good, and the registration's redirect happens now. */
export const dismissCredentials: Handler<DismissCredentials> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (states.auth.issuedCredentials === null) return emit()
    return emitThen([new CredentialsDismissed({})], afterRegistering(states))
  })

export const loadUserConfig: Handler<LoadUserConfig> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.userConfig({ headers: {} }, { captcha: command.captcha }),
      ({ result }) => emit(new UserConfigLoaded({ config: result })),
      (error) => emit(new UserConfigLoadFailed({ error }))
    )
  })

/** The note of failed sign-ins closes; an already closed one stays so. */
export const dismissFailedSignIns: Handler<DismissFailedSignIns> = () =>
  Effect.gen(function* () {
    const { failedSignIns } = yield* (yield* Query).states
    return failedSignIns.notice === null ? emit() : emit(new FailedSignInsDismissed({}))
  })
