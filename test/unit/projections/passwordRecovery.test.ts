import { describe, expect, it } from "vitest"
import { PasswordResetDone, PasswordResetFailed, RecoveryCodeRequested, RecoveryCodeSent } from "../../../src/commands/session/codeEvents"
import { AuthFormClosed, AuthFormOpened, LoginAttempted } from "../../../src/commands/session/events"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { authMetricsProjection } from "../../../src/projections/session/authMetrics"
import { passwordRecoveryProjection } from "../../../src/projections/session/passwordRecovery"

const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const opened = new AuthFormOpened({ form: "forgotPassword", view: "modal", at: 1 })
const sent = (to: string) => new RecoveryCodeSent({ channel: "email", to, expiresAt: 1_700_000_600 })
const late = new ServerRefused({ status: 400, code: 41, title: "the code has expired: ask for a new one" })

describe("password recovery projection (SPEC.md 4 analytics steps)", () => {
  it("walks a recovery with a resend, a late code and a success through the SPEC's steps, exit on closing", () => {
    const state = fold(passwordRecoveryProjection, [
      opened,
      new RecoveryCodeRequested({ channel: "email" }),
      sent("d•••@example.com"),
      new RecoveryCodeRequested({ channel: "email" }),
      sent("d•••@example.com"),
      new PasswordResetFailed({ error: late, kind: "time_up" }),
      new PasswordResetDone({}),
      new AuthFormClosed({})
    ])
    expect(state.steps.map((s) => ("kind" in s ? `${s.step}:${s.kind}` : s.step))).toEqual([
      "popup",
      "code",
      "sent",
      "code",
      "resend",
      "approve",
      "error:time_up",
      "approve",
      "save",
      "success",
      "exit"
    ])
    expect(state).toMatchObject({ active: false, done: true, codesSent: 2, resetError: null, sent: { to: "d•••@example.com" } })
  })

  it("counts closing before the password is saved as cancel, and keeps the refusal's kind for the form", () => {
    const refused = fold(passwordRecoveryProjection, [opened, sent("+7 ••••••••12"), new PasswordResetFailed({ error: late, kind: "wrong_code" })])
    expect(refused.resetError?.kind).toBe("wrong_code")
    const closed = passwordRecoveryProjection.apply(refused, new AuthFormClosed({}))
    expect(closed.steps.at(-1)).toEqual({ step: "cancel" })
    // Opening the modal again starts a new recovery.
    expect(passwordRecoveryProjection.apply(closed, opened)).toMatchObject({ active: true, steps: [{ step: "popup" }], sent: null, codesSent: 0 })
  })

  it("the login attempt counter counts opening forgot-password and starts over after a successful recovery", () => {
    const counted = fold(authMetricsProjection, [new LoginAttempted({ at: 1 }), opened])
    expect(counted.authTryCounter).toBe(2)
    expect(authMetricsProjection.apply(counted, new PasswordResetDone({})).authTryCounter).toBe(0)
  })
})
