import { it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { describe, expect } from "vitest"
import { ConfigLoaded } from "../../../src/commands/config/events"
import type { Event } from "../../../src/commands/registry"
import { dismissCredentials, openAuthForm, registerOneClick } from "../../../src/commands/session/authHandlers"
import { RegisterByPhone } from "../../../src/commands/session/codeCommands"
import { registerByPhone } from "../../../src/commands/session/codeHandlers"
import { DismissCredentials, OpenAuthForm, RegisterOneClick } from "../../../src/commands/session/commands"
import { AuthFormOpened, CredentialsDismissed, LoginSucceeded, PlayerRegistered, RegistrationTargetSet } from "../../../src/commands/session/events"
import { LanguageChanged, Navigated } from "../../../src/commands/shell/events"
import { authProjection } from "../../../src/projections/session/auth"
import { demoConfig } from "../../support/demoConfig"
import { handlerServices } from "../../support/handlerServices"

/**
 * SPEC.md 4 "After registration": sign-in or registration entered from a page an after-registration rule names
 * remembers the rule's target; once registered the player goes there (from a modal too), and it is forgotten.
 */
const rules = [{ route_from: "/results", route_to: "/account/wallets" }]
const configured = new ConfigLoaded({ lang: "en", config: demoConfig({ afterRegistrationRedirects: rules }) })
const on = (path: string) => new Navigated({ path, search: "", lng: "en", mode: "push" })
const english = new LanguageChanged({ lng: "en" })
const registration = { countryId: 1, currencyId: 1, refCode: "", bonusChoice: "none" as const }
const registered = { userId: 44, accountId: 345678912, data: { token: "<redacted>" } }

const opened = (events: ReadonlyArray<Event>, form: "login" | "registration" | "forgotPassword" = "registration") =>
  openAuthForm(new OpenAuthForm({ form, view: "modal" }), 1).pipe(Effect.provide(handlerServices(events)))

describe("remembering the target when the form opens", () => {
  it.effect("from a page a rule names (or one under it), the rule's target; from any other page, nothing", () =>
    Effect.gen(function* () {
      const fromResults = yield* opened([configured, on("/en/results/football")])
      expect(fromResults.events.map((e) => e._tag)).toEqual(["AuthFormOpened", "RegistrationTargetSet"])
      expect(fromResults.events[1]).toMatchObject({ route: "/account/wallets" })
      // The sign-in form counts too (SPEC.md 4: "login or registration is entered").
      expect((yield* opened([configured, on("/en/results")], "login")).events.map((e) => e._tag)).toEqual(["AuthFormOpened", "RegistrationTargetSet"])
      expect((yield* opened([configured, on("/en/live")])).events.map((e) => e._tag)).toEqual(["AuthFormOpened"])
      expect((yield* opened([configured, on("/en/results")], "forgotPassword")).events.map((e) => e._tag)).toEqual(["AuthFormOpened"])
      // The registration page: the page beneath is the one the player came from.
      const page = yield* openAuthForm(new OpenAuthForm({ form: "registration", view: "page" }), 1).pipe(
        Effect.provide(handlerServices([configured, on("/en/results"), on("/en/registration")]))
      )
      expect(page.events[1]).toMatchObject({ _tag: "RegistrationTargetSet", route: "/account/wallets" })
    })
  )

  it.effect("entered again from another page, the target is forgotten", () =>
    Effect.gen(function* () {
      const remembered = new RegistrationTargetSet({ route: "/account/wallets" })
      const again = yield* opened([configured, on("/en/results"), remembered, on("/en/live")])
      expect(again.events[1]).toMatchObject({ _tag: "RegistrationTargetSet", route: null })
    })
  )
})

describe("once registered", () => {
  const remembered = [english, configured, on("/en/results"), new AuthFormOpened({ form: "registration", view: "modal", at: 1 }), new RegistrationTargetSet({ route: "/account/wallets" })]

  const byPhone = new RegisterByPhone({ ...registration, phoneNumber: "9120000000", code: Redacted.make("123456"), password: Redacted.make("Secret123") })

  it.effect("by phone from a modal: the player goes to the target in the page's language", () =>
    Effect.gen(function* () {
      const outcome = yield* registerByPhone(byPhone, 1).pipe(Effect.provide(handlerServices(remembered, { api: { session: { registerPhone: () => registered } } })))
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights", "Navigate"])
      expect(outcome.next?.[3]).toMatchObject({ to: "/en/account/wallets", mode: "replace" })
    })
  )

  it.effect("by phone from a modal with no rule: the modal closes over the page, no move", () =>
    Effect.gen(function* () {
      const beneath = [english, configured, on("/en/live"), new AuthFormOpened({ form: "registration", view: "modal", at: 1 })]
      const outcome = yield* registerByPhone(byPhone, 1).pipe(Effect.provide(handlerServices(beneath, { api: { session: { registerPhone: () => registered } } })))
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights"])
    })
  )

  it.effect("in one click: the move waits until the player has kept the credentials", () =>
    Effect.gen(function* () {
      const outcome = yield* registerOneClick(new RegisterOneClick(registration), 1).pipe(
        Effect.provide(handlerServices(remembered, { api: { session: { registerFast: () => ({ ...registered, password: Redacted.make("abcDEF234567") }) } } }))
      )
      expect(outcome.next?.map((c) => c._tag)).toEqual(["LoadConfig", "LoadUserConfig", "LoadRights"])
      const shown = new PlayerRegistered({ userId: 44, accountId: 345678912, method: "one_click", password: Redacted.make("abcDEF234567") })
      const kept = yield* dismissCredentials(new DismissCredentials({}), 2).pipe(Effect.provide(handlerServices([...remembered, shown])))
      expect(kept.next).toEqual([expect.objectContaining({ _tag: "Navigate", to: "/en/account/wallets" })])
    })
  )
})

describe("the remembered target is cleared once the player is authenticated", () => {
  const fold = (events: ReadonlyArray<{ readonly _tag: string }>) =>
    events.filter((e) => authProjection.tags.includes(e._tag as never)).reduce((s, e) => authProjection.apply(s, e as never), authProjection.initial)
  const set = new RegistrationTargetSet({ route: "/account/wallets" })

  it("by a registration, by the one-click credentials kept, or by a sign-in", () => {
    expect(fold([set]).registrationTarget).toBe("/account/wallets")
    expect(fold([set, new PlayerRegistered({ userId: 1, accountId: 2, method: "full", password: null })]).registrationTarget).toBeNull()
    const oneClick = fold([set, new PlayerRegistered({ userId: 1, accountId: 2, method: "one_click", password: Redacted.make("x") })])
    expect(oneClick.registrationTarget).toBe("/account/wallets")
    expect(authProjection.apply(oneClick, new CredentialsDismissed({})).registrationTarget).toBeNull()
    expect(fold([set, new LoginSucceeded({ userId: 1, accountId: 2, save: false })]).registrationTarget).toBeNull()
  })
})
