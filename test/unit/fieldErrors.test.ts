import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted, Schema, TestClock } from "effect"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { issueFields, readErrorFields } from "../../src/adapters/api/errorModel"
import { TestServices } from "../../src/adapters/layers"
import { SaveProfile } from "../../src/commands/account/officeCommands"
import { ProfileRefused } from "../../src/commands/account/officeEvents"
import { saveProfile } from "../../src/commands/account/officeHandlers"
import { Query } from "../../src/commands/query"
import { Command } from "../../src/commands/registry"
import { EMPTY_PERSONAL_DATA, PERSONAL_TEXT_MAX } from "../../src/domain/account/personalData"
import { NetworkError, ServerRefused } from "../../src/domain/api/clientErrors"
import { ErrorCode } from "../../src/domain/api/errors"
import { TEXT_REFUSAL } from "../../src/domain/playerText"
import { REFERRAL_CODE_PATTERN } from "../../src/domain/session/registration"
import { profileProjection } from "../../src/projections/account/profile"
import { initialStates } from "../../src/projections/registry"
import { profileRefusal } from "../../src/ui/account/office/profileRefusal"
import type { OfficeT } from "../../src/ui/account/office/useOfficeTexts"
import { registrationFieldErrors } from "../../src/ui/session/authErrors"
import { codeErrorText, codeErrorValues } from "../../src/ui/session/codeErrors"
import { apiOn, status, unexpected, withApi } from "./adapters/support/apiHarness"

/**
 * A refusal always names the field it refuses: the server's typed 400 (its fields, or the framework's decoding issues),
 * the client's own refusal before sending, and the words each form puts beside the field.
 */

const query = Layer.succeed(Query, {
  states: Effect.succeed(initialStates()),
  encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
  decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
})

/** 2026-11-26 12:00 UTC: the tests' "today". */
const NOW = Date.UTC(2026, 10, 26, 12)

describe("a server's typed 400 names its fields", () => {
  it("the framework's decoding issues become fields: the text rule as invalid_chars, any other rule as invalid", () => {
    const body = {
      _tag: "HttpApiDecodeError",
      message: "...",
      issues: [
        { _tag: "Refinement", path: ["ref_code"], message: "Expected a string matching the pattern ^[A-Za-z0-9_\\-]{0,32}$, actual \"a b\"" },
        { _tag: "Type", path: ["ref_code"], message: "Expected undefined, actual \"a b\"" },
        { _tag: "Refinement", path: ["email"], message: TEXT_REFUSAL },
        { _tag: "Type", path: ["data", "city"], message: "Expected undefined" },
        { _tag: "Refinement", path: ["data", "city"], message: TEXT_REFUSAL },
        { _tag: "Type", path: [], message: "Expected an object" }
      ]
    }
    expect(readErrorFields(body).fields).toEqual([
      { field: "ref_code", code: "invalid" },
      { field: "email", code: "invalid_chars" },
      { field: "city", code: "invalid_chars" }
    ])
    // A body's own fields win; issues naming no field give none.
    expect(readErrorFields({ ...body, fields: [{ field: "inn", code: "invalid_inn" }] }).fields).toEqual([{ field: "inn", code: "invalid_inn" }])
    // A refusal naming one field (the casino's, the cashier's) blames it.
    expect(readErrorFields({ _tag: "CasinoRoundInvalid", code: 60, field: "choices.target", message: "choices.target: too high" }).fields).toEqual([{ field: "choices.target", code: "invalid" }])
    expect(readErrorFields({ _tag: "LimitRefused", code: 46, title: "t", field: null }).fields).toBeUndefined()
    expect(issueFields([{ path: [], message: "Expected an object" }])).toBeUndefined()
    expect(issueFields("not issues")).toBeUndefined()
  })

  it.effect("a registration the server refuses by its decoder reaches the form with the field named", () =>
    Effect.gen(function* () {
      const decodeError = status(400, { _tag: "HttpApiDecodeError", message: "x", issues: [{ _tag: "Refinement", path: ["email"], message: TEXT_REFUSAL }] })
      const { layer } = apiOn((request) => (request.path === "/auth-api/registration/full" ? decodeError : unexpected(request)))
      const payload = { country_id: 1, currency_id: 1, ref_code: "", first_deposit_bonus_choice: "none" as const, email: "anna@example.com", password: Redacted.make("Secret123") }
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.registerFull({ payload })))
      expect(error).toMatchObject({ _tag: "ServerRefused", status: 400, fields: [{ field: "email", code: "invalid_chars" }] })
      expect(registrationFieldErrors(error)).toEqual([{ key: "registration.errors.fieldInvalidChars", field: { label: "registration.email" } }])
    }))

  it.effect("a registration the contract refuses before sending names the field, whatever the rule", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOn((request) => unexpected(request))
      const payload = { country_id: 1, currency_id: 1, ref_code: "not a code!", first_deposit_bonus_choice: "none" as const, email: "anna@example.com", password: Redacted.make("Secret\u0001123") }
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.registerFull({ payload })))
      expect(error).toBeInstanceOf(ServerRefused)
      expect(new Set((error as ServerRefused).fields)).toEqual(
        new Set([
          { field: "ref_code", code: "invalid" },
          { field: "password", code: "invalid_chars" }
        ])
      )
      expect(server.requests.filter((request) => request.path === "/auth-api/registration/full")).toEqual([])
    }))
})

describe("the registration form's words for a refused field", () => {
  it("names each field by its label, or by its own name when the form has no label for it", () => {
    const error = new ServerRefused({
      status: 400,
      code: ErrorCode.invalidValue,
      title: TEXT_REFUSAL,
      fields: [
        { field: "phone_number", code: "invalid_chars" },
        { field: "ref_code", code: "invalid" },
        { field: "lng", code: "invalid" }
      ]
    })
    expect(registrationFieldErrors(error)).toEqual([
      { key: "registration.errors.fieldInvalidChars", field: { label: "phone.number" } },
      { key: "registration.errors.fieldInvalid", field: { label: "registration.refCode" } },
      { key: "registration.errors.fieldInvalid", field: { name: "lng" } }
    ])
    expect(registrationFieldErrors(new ServerRefused({ status: 400, code: 12, title: "weak" }))).toEqual([])
    expect(registrationFieldErrors(new NetworkError({ message: "down" }))).toEqual([])
  })

  it("the referral code's HTML pattern compiles with the v flag browsers use, and accepts what the contract does", () => {
    const html = new RegExp(`^(?:${REFERRAL_CODE_PATTERN})$`, "v")
    for (const code of ["", "ABC-12_x", "a".repeat(32)]) expect(html.test(code), code).toBe(true)
    for (const code of ["a b", "a/b", "ä", "a".repeat(33)]) expect(html.test(code), code).toBe(false)
  })
})

describe("the profile refuses before sending, by the server's rule", () => {
  const services = Layer.merge(TestServices({ api: { account: { saveProfile: () => { throw new Error("sent") } } } }), query)

  it.effect("a 480-character name and a birth date in the future are named, and nothing is sent", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const data = { ...EMPTY_PERSONAL_DATA, name: "a".repeat(480), birthday_date: "2026-11-27" }
      const outcome = yield* saveProfile(new SaveProfile({ data }), 1)
      expect(outcome.events).toEqual([
        new ProfileRefused({
          fields: [
            { field: "name", code: "too_long" },
            { field: "birthday_date", code: "future_date" }
          ]
        })
      ])
      expect(yield* (yield* ApiCalls).count("account.saveProfile")).toBe(0)
    }).pipe(Effect.provide(services)))

  it.effect("today's date and 120 characters pass to the server", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const data = { ...EMPTY_PERSONAL_DATA, name: "a".repeat(PERSONAL_TEXT_MAX), passport_issue_date: "2026-11-26" }
      const sent = Layer.merge(
        TestServices({ api: { account: { saveProfile: () => ({ data, email: null, phone: null, accountId: 123456789, registeredAt: 1 }) } } }),
        query
      )
      const outcome = yield* saveProfile(new SaveProfile({ data }), 1).pipe(Effect.provide(sent))
      expect(outcome.events.map((event) => event._tag)).toEqual(["ProfileSaved"])
    }))

  it("the refusal is the page's field errors", () => {
    const refused = new ProfileRefused({ fields: [{ field: "name", code: "too_long" }] })
    expect(profileProjection.apply(profileProjection.initial, refused)).toMatchObject({ saved: "rejected", fieldErrors: [{ field: "name", code: "too_long" }], error: null })
  })
})

describe("the profile page's words for a refusal", () => {
  // A stand-in for i18next that shows the key and its values: what is named, not how it is worded.
  const t = ((key: string, values?: Record<string, unknown>) => (values === undefined ? key : `${key}${JSON.stringify(values)}`)) as unknown as OfficeT
  const order = ["surname", "name", "birthday_date", "inn"] as const

  it("puts each reason at its field, names every field in the summary, and picks the first in form order", () => {
    const refusal = profileRefusal(t, [{ field: "birthday_date", code: "future_date" }, { field: "name", code: "too_long" }], order)
    expect(refusal.atField.get("name")).toBe(`office.personal.errors.too_long{"max":${PERSONAL_TEXT_MAX}}`)
    expect(refusal.atField.get("birthday_date")).toBe(`office.personal.errors.future_date{"max":${PERSONAL_TEXT_MAX}}`)
    expect(refusal.first).toBe("name")
    expect(refusal.summary).toContain("office.personal.fields.birthday_date")
    expect(refusal.summary).toContain("office.personal.fields.name")
  })

  it("names a field the form does not have and a reason it has no words for, rather than nothing", () => {
    const refusal = profileRefusal(t, [{ field: "captcha", code: "required" }], order)
    expect(refusal.atField.size).toBe(0)
    expect(refusal.first).toBeUndefined()
    expect(refusal.summary).toContain("captcha: required")
  })
})

describe("the code flows' words for a refusal", () => {
  it("name a refused field before reading code 1 as a phone number that does not fit its mask", () => {
    const typed = new ServerRefused({ status: 400, code: ErrorCode.invalidValue, title: TEXT_REFUSAL, fields: [{ field: "password", code: "invalid_chars" }] })
    expect(codeErrorText(typed, "recovery.failed")).toEqual({ key: "registration.errors.fieldInvalidChars", code: "1", field: { label: "registration.password" } })
    expect(codeErrorValues((key) => `<${key}>`, codeErrorText(typed, "recovery.failed"))).toEqual({ code: "1", field: "<registration.password>" })
    // Without fields, code 1 of a code flow is still the phone number's.
    expect(codeErrorText(new ServerRefused({ status: 400, code: ErrorCode.invalidValue, title: "no such number" }), "recovery.failed")).toEqual({ key: "phone.invalidNumber", code: "1" })
  })
})
