import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { isGuestOnlyPage } from "../../domain/session/authRedirects"
import { RegistrationMethod } from "../../domain/session/registration"
import { Secret } from "../../domain/secret"
import type { Mutable } from "effect/Types"
import { defineProjection, type EventOf, foldByEdit } from "../projection"

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
  issuedCredentials: Schema.NullOr(Schema.Struct({ accountId: Schema.Int, password: Secret })),
  /**
   * SPEC.md 4 "After registration": the route (no language segment) a configured rule sends the player to once
   * registered, remembered when the form was entered from the rule's page; cleared once the player is authenticated.
   */
  registrationTarget: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
})
export type AuthState = typeof AuthState.Type

const authTags = [
  "Navigated",
  "AuthFormOpened",
  "AuthFormClosed",
  "LoginSucceeded",
  "LoginFailed",
  "LoggedOut",
  "PlayerRegistered",
  "RegistrationFailed",
  "CredentialsDismissed",
  "RegistrationTargetSet"
] as const

export const authProjection = defineProjection({
  name: "auth",
  schema: AuthState,
  initial: { open: null, previousRoute: null, loginError: null, registrationError: null, issuedCredentials: null, registrationTarget: null } as AuthState,
  tags: authTags,
  ...foldByEdit<Mutable<AuthState>, EventOf<(typeof authTags)[number]>>((draft, event) => {
    switch (event._tag) {
      case "Navigated": {
        const guestOnly = isGuestOnlyPage(event.path)
        const previousRoute = guestOnly ? draft.previousRoute : event.search === "" ? event.path : `${event.path}${event.search}`
        // A page form stays open only while its page is shown; a modal or dropdown closes when the player moves on.
        const open = draft.open !== null && draft.open.view === "page" && guestOnly ? draft.open : null
        if (previousRoute === draft.previousRoute && open === draft.open) return false
        draft.previousRoute = previousRoute
        draft.open = open
        return true
      }
      case "AuthFormOpened":
        draft.open = { form: event.form, view: event.view }
        draft.loginError = null
        draft.registrationError = null
        return true
      case "AuthFormClosed":
        if (draft.open === null) return false
        draft.open = null
        return true
      case "LoginSucceeded":
        draft.open = null
        draft.loginError = null
        draft.registrationTarget = null
        return true
      case "LoginFailed":
        draft.loginError = { error: event.error, field: event.field }
        return true
      case "LoggedOut":
        draft.open = null
        draft.issuedCredentials = null
        draft.registrationTarget = null
        return true
      case "PlayerRegistered":
        draft.registrationError = null
        // A one-click player must see the credentials before the form closes (and the redirect waits for them); any
        // other registration is done, its redirect made.
        if (event.password === null) {
          draft.open = null
          draft.registrationTarget = null
        } else draft.issuedCredentials = { accountId: event.accountId, password: event.password }
        return true
      case "RegistrationFailed":
        draft.registrationError = { method: event.method, error: event.error }
        return true
      case "CredentialsDismissed":
        draft.issuedCredentials = null
        draft.open = null
        draft.registrationTarget = null
        return true
      case "RegistrationTargetSet":
        if (draft.registrationTarget === event.route) return false
        draft.registrationTarget = event.route
        return true
    }
  })
})
