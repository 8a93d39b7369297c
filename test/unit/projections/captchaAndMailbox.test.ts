import { Redacted, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { MailboxLoaded, MailboxLoadFailed } from "../../../src/commands/devtools/events"
import {
  CaptchaAnswerChecked,
  CaptchaClosed,
  CaptchaCountdownStarted,
  CaptchaChallengeLoaded,
  CaptchaImageFailed,
  CaptchaImageLoaded,
  CaptchaRequested,
  SmsCodeFailed,
  SmsCodeSent
} from "../../../src/commands/session/events"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { mailboxProjection, MailboxState } from "../../../src/projections/devtools/mailbox"
import { captchaProjection } from "../../../src/projections/session/captcha"
import { captchaImageProjection } from "../../../src/projections/session/captchaImage"
import { smsCodeProjection } from "../../../src/projections/session/smsCode"
import { sampleCaptcha } from "../../support/captchaChallenge"

const fold = <S>(projection: { initial: S; apply: (state: S, event: never) => S }, events: ReadonlyArray<unknown>): S =>
  events.reduce<S>((state, event) => projection.apply(state, event as never), projection.initial)

describe("the captcha challenge", () => {
  const made = sampleCaptcha("aa".repeat(16), 100)
  const loaded = new CaptchaChallengeLoaded(made)

  it("keeps the latest challenge the server made, or why none came", () => {
    expect(fold(captchaImageProjection, [loaded])).toEqual({ challenge: { ...made, countdown: null }, error: null })
    expect(fold(captchaImageProjection, [loaded, new CaptchaImageFailed({ error: new NetworkError({ message: "down" }) })])).toEqual({
      challenge: null,
      error: new NetworkError({ message: "down" })
    })
  })

  it("retires a challenge once answered or asked for again: each takes one answer", () => {
    expect(fold(captchaImageProjection, [loaded, new CaptchaClosed({ answered: true, code: 100, declined: [] })]).challenge).toBeNull()
    expect(fold(captchaImageProjection, [loaded, new CaptchaRequested({ code: 112, command: { _tag: "SendSmsCode" } })]).challenge).toBeNull()
    // A wrong answer (validate type 0) spent it; a right one leaves it to the retried request.
    expect(fold(captchaImageProjection, [loaded, new CaptchaAnswerChecked({ result: 0 })]).challenge).toBeNull()
    expect(fold(captchaImageProjection, [loaded, new CaptchaAnswerChecked({ result: 1 })]).challenge).not.toBeNull()
  })

  it("has nothing to solve for a picture of an older log", () => {
    const picture = new CaptchaImageLoaded({ id: "a".repeat(24), image: "<svg/>", expiresAt: 100 })
    expect(fold(captchaImageProjection, [loaded, picture])).toEqual({ challenge: null, error: null })
  })

  it("counts down for the challenge gettime timed, and for no other", () => {
    const timed = fold(captchaImageProjection, [loaded, new CaptchaCountdownStarted({ id: "aa".repeat(16), seconds: 300, endsAt: 5_000 })])
    expect(timed.challenge?.countdown).toEqual({ endsAt: 5_000, seconds: 300 })
    const other = fold(captchaImageProjection, [loaded, new CaptchaCountdownStarted({ id: "bb".repeat(16), seconds: 300, endsAt: 5_000 })])
    expect(other.challenge?.countdown).toBeNull()
  })
})

describe("the captcha waiting for an answer", () => {
  it("says the answer was wrong after validate type 0, and keeps the commands waiting", () => {
    const asked = new CaptchaRequested({ code: 100, command: { _tag: "Login" } })
    expect(fold(captchaProjection, [asked, new CaptchaAnswerChecked({ result: 0 })]).pending).toEqual({ code: 112, waiting: [{ _tag: "Login" }] })
    expect(fold(captchaProjection, [asked, new CaptchaAnswerChecked({ result: 1 })]).pending?.code).toBe(100)
  })
})

describe("the SMS code", () => {
  it("keeps where the last code went; a failed resend leaves it and says why", () => {
    const refused = new ServerRefused({ status: 429, title: "too many requests" })
    const state = fold(smsCodeProjection, [new SmsCodeSent({ phone: "+7 ••••••••67", expiresAt: 600 }), new SmsCodeFailed({ error: refused })])
    expect(state).toEqual({ sent: { phone: "+7 ••••••••67", expiresAt: 600 }, error: refused })
  })
})

describe("the dev mailbox", () => {
  const message = {
    id: 3,
    channel: "sms" as const,
    to: "+79990001122",
    template: "phone_registration_code",
    language: "en",
    subject: "Registration code",
    sentAt: 1_000,
    text: Redacted.make("123456 is your code"),
    params: { code: Redacted.make("123456") }
  }

  it("shows the messages as loaded, and keeps them when a reload fails", () => {
    const state = fold(mailboxProjection, [new MailboxLoaded({ to: "+79990001122", messages: [message] }), new MailboxLoadFailed({ error: new NetworkError({ message: "down" }) })])
    expect(state.loaded).toBe(true)
    expect(state.to).toBe("+79990001122")
    expect(Redacted.value(state.messages[0]!.params["code"]!)).toBe("123456")
    expect(state.error).toEqual(new NetworkError({ message: "down" }))
  })

  it("writes codes and texts into a checkpoint as the placeholder", () => {
    const state = fold(mailboxProjection, [new MailboxLoaded({ to: null, messages: [message] })])
    const encoded = JSON.stringify(Schema.encodeSync(MailboxState)(state))
    expect(encoded).not.toContain("123456")
    expect(encoded).toContain('"code":"<redacted>"')
  })
})
