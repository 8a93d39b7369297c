import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import {
  EmailConfirmationResendFailed,
  EmailConfirmationResent,
  OfficeSettingsFailed,
  OfficeSettingsLoaded,
  OfficeSettingsSaved,
  ProfileLoaded,
  ProfileSaved,
  ProfileSaveFailed,
  PhoneCodeFailed,
  PhoneCodeSent,
  SecurityChanged,
  SecurityChangeFailed,
  SecurityLoaded,
  TwoStepSetupCancelled,
  TwoStepSetupStarted
} from "../../../src/commands/account/officeEvents"
import { LoggedOut } from "../../../src/commands/session/events"
import { EMPTY_PERSONAL_DATA } from "../../../src/domain/account/personalData"
import type { Profile, SecurityState } from "../../../src/domain/api/accountOffice"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { officeSettingsProjection } from "../../../src/projections/account/officeSettings"
import { profileProjection } from "../../../src/projections/account/profile"
import { securityProjection } from "../../../src/projections/account/security"

const profile: Profile = { data: { ...EMPTY_PERSONAL_DATA, name: "Anna" }, email: "anna@example.com", phone: null, accountId: 123456789, registeredAt: 1_700_000_000 }
const off = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false }
const security: SecurityState = { protection_level: 0, protection_methods: off, securityQuestion: null, changed_pass_day_count: null }
const withTwoStep: SecurityState = { ...security, protection_level: 20, protection_methods: { ...off, enable_two_factor_auth: true } }

describe("the profile projection", () => {
  const fold = (events: ReadonlyArray<Parameters<typeof profileProjection.apply>[1]>) => events.reduce(profileProjection.apply, profileProjection.initial)

  it("shows the loaded profile, then the server's field errors of a refused save, then the saved profile", () => {
    const refused = new ServerRefused({ status: 400, code: 30, title: "some personal data is not valid", fields: [{ field: "inn", code: "invalid_inn" }] })
    expect(fold([new ProfileLoaded({ profile }), new ProfileSaveFailed({ error: refused })])).toEqual({
      status: "loaded",
      profile,
      saved: "rejected",
      fieldErrors: [{ field: "inn", code: "invalid_inn" }],
      error: refused
    })
    const kept = { ...profile, data: { ...profile.data, inn: "7707083893" } }
    expect(fold([new ProfileLoaded({ profile }), new ProfileSaveFailed({ error: refused }), new ProfileSaved({ profile: kept })])).toEqual({
      status: "loaded",
      profile: kept,
      saved: "saved",
      fieldErrors: [],
      error: null
    })
  })

  it("forgets the player's data when they log out", () => {
    expect(fold([new ProfileLoaded({ profile }), new LoggedOut({})])).toEqual({ status: "idle", profile: null, saved: "none", fieldErrors: [], error: null })
  })
})

describe("the security projection", () => {
  const fold = (events: ReadonlyArray<Parameters<typeof securityProjection.apply>[1]>) => events.reduce(securityProjection.apply, securityProjection.initial)
  const secret = Redacted.make("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")
  const uri = Redacted.make("otpauth://totp/Oddsfold:anna?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")
  const qrSvg = Redacted.make("<svg/>")

  it("keeps the set-up while a wrong code is refused, and drops it once two-step is on", () => {
    const wrong = new ServerRefused({ status: 400, code: 33, title: "wrong code" })
    const refused = fold([new SecurityLoaded({ security }), new TwoStepSetupStarted({ secret, uri, qrSvg }), new SecurityChangeFailed({ change: "enableTwoStep", error: wrong })])
    expect(refused).toEqual({
      status: "loaded",
      security,
      setup: { secret, uri, qrSvg },
      outcome: { change: "enableTwoStep", success: false, error: wrong },
      error: null,
      phoneCode: null,
      confirmation: null,
      activation: null
    })
    expect(securityProjection.apply(refused, new SecurityChanged({ change: "enableTwoStep", security: withTwoStep }))).toEqual({
      status: "loaded",
      security: withTwoStep,
      setup: null,
      outcome: { change: "enableTwoStep", success: true, error: null },
      error: null,
      phoneCode: null,
      confirmation: null,
      activation: null
    })
  })

  it("drops a cancelled set-up", () => {
    expect(fold([new SecurityLoaded({ security }), new TwoStepSetupStarted({ secret, uri, qrSvg }), new TwoStepSetupCancelled({})])).toEqual({
      status: "loaded",
      security,
      setup: null,
      outcome: null,
      error: null,
      phoneCode: null,
      confirmation: null,
      activation: null
    })
  })

  it("shows where a phone code went, keeps it beside a refused later one, and forgets it once the phone is bound", () => {
    const sent = fold([new SecurityLoaded({ security }), new PhoneCodeSent({ purpose: "bindPhone", phone: "+7 ••••••••67", expiresAt: 1_700_000_600 })])
    expect(sent.phoneCode).toEqual({ purpose: "bindPhone", sent: { phone: "+7 ••••••••67", expiresAt: 1_700_000_600 }, error: null })
    const tooMany = new ServerRefused({ status: 429, title: "too many requests" })
    const refused = securityProjection.apply(sent, new PhoneCodeFailed({ purpose: "bindPhone", error: tooMany }))
    expect(refused.phoneCode).toEqual({ purpose: "bindPhone", sent: { phone: "+7 ••••••••67", expiresAt: 1_700_000_600 }, error: tooMany })
    // An unbinding code refused says nothing of an earlier binding code.
    expect(securityProjection.apply(sent, new PhoneCodeFailed({ purpose: "unbindPhone", error: tooMany })).phoneCode).toEqual({ purpose: "unbindPhone", sent: null, error: tooMany })
    const bound = { ...security, protection_level: 20, protection_methods: { ...off, enable_phone_binding: true } }
    const done = securityProjection.apply(refused, new SecurityChanged({ change: "bindPhone", security: bound }))
    expect(done).toMatchObject({ security: bound, phoneCode: null, outcome: { change: "bindPhone", success: true, error: null } })
  })

  it("shows where the confirmation link went again, and a refusal beside it", () => {
    const sent = fold([new EmailConfirmationResent({ email: "a•••@example.com", expiresAt: 1_700_000_600 })])
    expect(sent.confirmation).toEqual({ sent: { email: "a•••@example.com", expiresAt: 1_700_000_600 }, error: null })
    const tooMany = new ServerRefused({ status: 429, title: "too many requests" })
    expect(securityProjection.apply(sent, new EmailConfirmationResendFailed({ error: tooMany })).confirmation).toEqual({
      sent: { email: "a•••@example.com", expiresAt: 1_700_000_600 },
      error: tooMany
    })
    expect(securityProjection.apply(sent, new LoggedOut({})).confirmation).toBeNull()
  })
})

describe("the office settings projection", () => {
  const fold = (events: ReadonlyArray<Parameters<typeof officeSettingsProjection.apply>[1]>) =>
    events.reduce(officeSettingsProjection.apply, officeSettingsProjection.initial)
  const mailing = { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false }
  const changed = { ...mailing, enable_sms_news: true }

  it("shows the saved mailing settings, and a failed save keeps them", () => {
    expect(fold([new OfficeSettingsLoaded({ settings: { mailing, global: {} } }), new OfficeSettingsSaved({ settings: { mailing: changed, global: { appTheme: 1 } } })])).toEqual({
      status: "loaded",
      mailing: changed,
      saved: true,
      error: null
    })
    const offline = new NetworkError({ message: "offline" })
    expect(fold([new OfficeSettingsLoaded({ settings: { mailing, global: {} } }), new OfficeSettingsFailed({ error: offline })])).toEqual({
      status: "loaded",
      mailing,
      saved: false,
      error: offline
    })
  })
})
