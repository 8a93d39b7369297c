import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import {
  AuthFormClosed,
  AuthFormOpened,
  CredentialsDismissed,
  LoggedOut,
  LoginAttempted,
  LoginFailed,
  LoginSucceeded,
  PlayerRegistered
} from "../../../src/commands/session/events"
import { Navigated } from "../../../src/commands/shell/events"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { authProjection, type AuthState } from "../../../src/projections/session/auth"
import { authMetricsProjection } from "../../../src/projections/session/authMetrics"
import { sessionProjection } from "../../../src/projections/session/session"

/** Folds the events a projection declared, as the store dispatches them (by tag). */
const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const navigated = (path: string, search = "") => new Navigated({ path, search, lng: "en", mode: "push" })
const wrong = new ServerRefused({ status: 400, code: 10, title: "the login or the password is wrong" })

describe("auth projection", () => {
  it("remembers the last page that is not a sign-in or registration page as the previous route", () => {
    const state = fold(authProjection, [navigated("/en/casino", "?q=1"), navigated("/en/user/login"), navigated("/en/registration/full")])
    expect(state.previousRoute).toBe("/en/casino?q=1")
  })

  it("keeps a page form open on its page only, and closes a modal when the player moves on", () => {
    const page = fold(authProjection, [navigated("/en/user/login"), new AuthFormOpened({ form: "login", view: "page", at: 1 }), navigated("/en/user/login", "?x=1")])
    expect(page.open).toEqual({ form: "login", view: "page" })
    const modal = fold(authProjection, [new AuthFormOpened({ form: "registration", view: "modal", at: 1 }), navigated("/en/live")])
    expect(modal.open).toBeNull()
  })

  it("shows a refusal until the form opens again or the player signs in", () => {
    const failed = fold(authProjection, [new AuthFormOpened({ form: "login", view: "dropdown", at: 1 }), new LoginFailed({ error: wrong, field: "both" })])
    expect(failed.loginError).toEqual({ error: wrong, field: "both" })
    expect(authProjection.apply(failed, new LoginSucceeded({ userId: 1, accountId: 123456789, save: false }))).toMatchObject({ open: null, loginError: null })
    expect(authProjection.apply(failed, new AuthFormClosed({})).loginError).toEqual({ error: wrong, field: "both" })
  })

  it("keeps a one-click form open on its credentials until they are dismissed; an e-mail registration closes it", () => {
    const opened = fold(authProjection, [new AuthFormOpened({ form: "registration", view: "modal", at: 1 })])
    const password = Redacted.make("abcDEF234567")
    const oneClick: AuthState = authProjection.apply(opened, new PlayerRegistered({ userId: 5, accountId: 234567891, method: "one_click", password }))
    expect(oneClick.open).toEqual({ form: "registration", view: "modal" })
    expect(oneClick.issuedCredentials?.accountId).toBe(234567891)
    expect(Redacted.value(oneClick.issuedCredentials!.password)).toBe("abcDEF234567")
    expect(authProjection.apply(oneClick, new CredentialsDismissed({}))).toMatchObject({ open: null, issuedCredentials: null })
    expect(authProjection.apply(opened, new PlayerRegistered({ userId: 6, accountId: 345678912, method: "full", password: null })).open).toBeNull()
  })
})

describe("login and registration counters (SPEC.md 4)", () => {
  it("count each sign-in click, back to 0 on success; each registration call, done once registered", () => {
    const state = fold(authMetricsProjection, [
      new AuthFormOpened({ form: "login", view: "dropdown", at: 1000 }),
      new LoginAttempted({ at: 1100 }),
      new LoginFailed({ error: wrong, field: "both" }),
      new LoginAttempted({ at: 1200 }),
      new AuthFormOpened({ form: "registration", view: "page", at: 2000 }),
      new AuthFormOpened({ form: "registration", view: "modal", at: 3000 })
    ])
    expect(state).toEqual({
      authTryCounter: 2,
      lastAuthPopUpCallTime: 1000,
      regTryCounter: 2,
      lastRegCallTime: 3000,
      hasDone: false,
      socialData: null,
      additionalParams: { type: "email_or_id", hasRegister: false },
      touchedAt: 3000
    })
    const after = [new LoginSucceeded({ userId: 1, accountId: 123456789, save: true }), new PlayerRegistered({ userId: 2, accountId: 234567891, method: "full", password: null })].reduce(
      (metrics, event) => authMetricsProjection.apply(metrics, event),
      state
    )
    expect(after).toEqual({
      authTryCounter: 0,
      lastAuthPopUpCallTime: 1000,
      regTryCounter: 2,
      lastRegCallTime: 3000,
      hasDone: true,
      socialData: null,
      additionalParams: { type: "email_or_id", hasRegister: true },
      touchedAt: 3000
    })
  })
})

describe("session projection and the sign-in spine", () => {
  it("becomes the player at sign-in or registration and a guest at logout, with the account ID", () => {
    const signedIn = fold(sessionProjection, [new LoginSucceeded({ userId: 7, accountId: 123456789, save: false })])
    expect(signedIn).toMatchObject({ status: "player", userId: 7, accountId: 123456789 })
    expect(sessionProjection.apply(signedIn, new LoggedOut({}))).toMatchObject({ status: "guest", userId: null, accountId: null })
  })
})
