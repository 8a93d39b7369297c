import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GUEST_ONLY_PREFIXES } from "../../domain/session/authRedirects"
import { RegistrationMethod } from "../../domain/session/registration"
import { Secret } from "../../domain/secret"
import { splitLanguageSegment } from "../../domain/shell/languageRoute"
import { defineProjection } from "../projection"

/**
 * The sign-in spine as the forms see it: which form is open and how, the last refusal of each form, the one-click
 * credentials waiting to be shown once, and the last route that was not a sign-in or registration page (the
 * "previous route" of SPEC.md 4 the redirects fall back to).
 */
export const AuthState = Schema.Struct({
  open: Schema.NullOr(Schema.Struct({ form: Schema.Literal("login", "registration", "forgotPassword"), view: Schema.Literal("page", "modal", "dropdown") })),
  previousRoute: Schema.NullOr(Schema.String),
  loginError: Schema.NullOr(Schema.Struct({ error: ApiError, field: Schema.Literal("login", "pass", "both", "unknown") })),
  registrationError: Schema.NullOr(Schema.Struct({ method: RegistrationMethod, error: ApiError })),
  /** One-click credentials, until the player dismisses them. A replayed log holds an empty password here. */
  issuedCredentials: Schema.NullOr(Schema.Struct({ accountId: Schema.Int, password: Secret }))
})
export type AuthState = typeof AuthState.Type

const isGuestOnlyPage = (path: string): boolean => {
  const { rest } = splitLanguageSegment(path)
  return GUEST_ONLY_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`))
}

export const authProjection = defineProjection({
  name: "auth",
  schema: AuthState,
  initial: { open: null, previousRoute: null, loginError: null, registrationError: null, issuedCredentials: null } as AuthState,
  tags: [
    "Navigated",
    "AuthFormOpened",
    "AuthFormClosed",
    "LoginSucceeded",
    "LoginFailed",
    "LoggedOut",
    "PlayerRegistered",
    "RegistrationFailed",
    "CredentialsDismissed"
  ],
  apply: (state, event): AuthState => {
    switch (event._tag) {
      case "Navigated": {
        const previousRoute = isGuestOnlyPage(event.path) ? state.previousRoute : `${event.path}${event.search}`
        // A page form stays open only while its page is shown; a modal or dropdown closes when the player moves on.
        const open = state.open !== null && state.open.view === "page" && isGuestOnlyPage(event.path) ? state.open : null
        return previousRoute === state.previousRoute && open === state.open ? state : { ...state, previousRoute, open }
      }
      case "AuthFormOpened":
        return { ...state, open: { form: event.form, view: event.view }, loginError: null, registrationError: null }
      case "AuthFormClosed":
        return state.open === null ? state : { ...state, open: null }
      case "LoginSucceeded":
        return { ...state, open: null, loginError: null }
      case "LoginFailed":
        return { ...state, loginError: { error: event.error, field: event.field } }
      case "LoggedOut":
        return { ...state, open: null, issuedCredentials: null }
      case "PlayerRegistered":
        // A one-click player must see the credentials before the form closes; any other registration is done.
        return event.password === null
          ? { ...state, open: null, registrationError: null }
          : { ...state, registrationError: null, issuedCredentials: { accountId: event.accountId, password: event.password } }
      case "RegistrationFailed":
        return { ...state, registrationError: { method: event.method, error: event.error } }
      case "CredentialsDismissed":
        return { ...state, issuedCredentials: null, open: null }
    }
  }
})
