import { Effect, Layer, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { exportLog } from "../../../src/commands/exchange"
import { AnswerCaptcha, Login } from "../../../src/commands/session/commands"
import { createApp } from "../../../src/commands/startup"
import { CaptchaRequired, NetworkError } from "../../../src/domain/api/clientErrors"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"
import { sampleCaptcha } from "../../support/captchaChallenge"

/**
 * The captcha modal's answer goes to POST validate first (SPEC.md 7): type 1 lets the waiting commands retry with
 * the captcha header, type 0 draws a new image, type 2 logs the player out. gettime gives the image its countdown.
 * The whole app on the TestClock, against a scripted server.
 */
const IMAGE_IDS = ["aa".repeat(16), "bb".repeat(16), "cc".repeat(16)]
const ANSWER = "SECRET<k7tax>"

const startApp = async (validate: ReadonlyArray<{ readonly type: 0 | 1 | 2 } | NetworkError>) => {
  let images = 0
  let signedIn = true
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig({ autoLogoffMinutes: 0 }) },
      session: {
        check: () => ({ userId: signedIn ? 5 : null }),
        start: () => "ok",
        fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
        userConfig: () => ({ result: sampleUserConfig }),
        logout: () => {
          signedIn = false
          return { userId: null }
        },
        // The server asks for a captcha, then lets the sign-in through.
        login: [new CaptchaRequired({ code: 100 }), { userId: 5, accountId: 123456789, data: { token: "<redacted>" } }],
        captchaUpdate: () => sampleCaptcha(IMAGE_IDS[images++ % IMAGE_IDS.length]!),
        // The server's clock is far from the browser's (the TestClock starts at 0): the countdown must not care.
        captchaTime: () => ({ time: 1_900_000_000, expiresAt: 1_900_000_300 }),
        captchaValidate: [...validate]
      },
      // A signed-in player's terms check every 60 s: the terms never change here.
      terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) }
    },
    navigation: { url: "/en/" }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls>) => app.run(effect as never) as Promise<A>
  const calls = (endpoint: Parameters<ApiCalls["Type"]["count"]>[0]) => run(Effect.flatMap(ApiCalls, (c) => c.count(endpoint)))
  const wait = (duration: string) => app.run(TestClock.adjust(duration as never) as never) as Promise<void>
  await app.bus.dispatch(new Login({ login: "demo@oddsfold.local", password: Redacted.make("SECRET<password>"), save: false }), "user")
  const answer = () => app.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make(`${app.store.state.captchaImage.value.challenge!.id}.${ANSWER}`) }), "user")
  return { app, answer, calls, run, wait }
}

describe("the captcha answer, checked with POST validate (SPEC.md 7)", () => {
  it("type 1: the waiting sign-in runs again with the answer in its captcha field, and the modal closes", async () => {
    const { answer, app, calls, run } = await startApp([{ type: 1 }])
    expect(app.store.state.captcha.value.pending?.code).toBe(100)
    await answer()
    expect(await calls("session.captchaValidate")).toBe(1)
    const logins = (await run(Effect.flatMap(ApiCalls, (c) => c.all))).filter((c) => c.endpoint === "session.login")
    expect(logins.map((c) => (c.options?.captcha === undefined ? undefined : Redacted.value(c.options.captcha)))).toEqual([undefined, `${IMAGE_IDS[0]}.${ANSWER}`])
    expect(app.store.state.captcha.value.pending).toBeNull()
    expect(app.store.state.session.value.status).toBe("player")
    expect(app.log.entries.some((e) => e.kind === "event" && e.body._tag === "CaptchaAnswerChecked" && e.body.result === 1)).toBe(true)
    // The answer went to validate and the retried request, and nowhere in the log.
    const exported = exportLog(app.log)
    expect(exported).not.toContain(ANSWER)
    expect(exported).toMatch(/"call":"Api\.session\.captchaValidate","input":\[\{"urlParams":\{"captcha":"<redacted>"\}\}\]/)
    await app.stop()
  })

  it("type 0: the modal stays, says the answer was wrong and shows a new image; nothing is retried", async () => {
    const { answer, app, calls } = await startApp([{ type: 0 }, { type: 1 }])
    await answer()
    expect(app.store.state.captcha.value.pending).toMatchObject({ code: 112, waiting: [{ _tag: "Login" }] })
    expect(await calls("session.captchaUpdate")).toBe(2)
    expect(app.store.state.captchaImage.value.challenge?.id).toBe(IMAGE_IDS[1])
    expect(await calls("session.login")).toBe(1)
    // The next answer, right, lets the sign-in through.
    await answer()
    expect(await calls("session.login")).toBe(2)
    expect(app.store.state.captcha.value.pending).toBeNull()
    await app.stop()
  })

  it("type 2: the waiting commands fail and the player is logged out", async () => {
    const { answer, app, calls } = await startApp([{ type: 2 }])
    await answer()
    expect(await calls("session.logout")).toBe(1)
    expect(await calls("session.login")).toBe(1)
    expect(app.store.state.captcha.value.pending).toBeNull()
    expect(app.store.state.session.value.status).toBe("guest")
    const closed = app.log.entries.find((e) => e.kind === "event" && e.body._tag === "CaptchaClosed")
    expect(closed?.kind === "event" && closed.body._tag === "CaptchaClosed" && closed.body.answered).toBe(false)
    await app.stop()
  })

  it("validate out of reach: the waiting commands go on with the answer, their own requests judge it", async () => {
    const { answer, app, calls } = await startApp([new NetworkError({ message: "offline" })])
    await answer()
    expect(await calls("session.login")).toBe(2)
    expect(app.store.state.captcha.value.pending).toBeNull()
    await app.stop()
  })
})

describe("the captcha image's countdown (SPEC.md 7 gettime)", () => {
  it("runs on this browser's clock for the seconds the server gives the image, and then a timer draws a new one", async () => {
    const { app, calls, wait } = await startApp([])
    // The browser's clock says 0, the server's 1 900 000 000 s: 300 s left either way.
    expect(app.store.state.captchaImage.value.challenge).toMatchObject({ id: IMAGE_IDS[0], countdown: { seconds: 300, endsAt: 300_000 } })
    await wait("299999 millis")
    expect(await calls("session.captchaUpdate")).toBe(1)
    await wait("1 millis")
    expect(await calls("session.captchaUpdate")).toBe(2)
    expect(app.store.state.captchaImage.value.challenge?.id).toBe(IMAGE_IDS[1])
    // The first follows the sign-in that asked (a follow-up keeps its cause's source); the second is the timer's.
    const drawn = app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "LoadCaptchaImage").map((e) => e.source)
    expect(drawn).toEqual(["user", "timer"])
    await app.stop()
  })
})
