import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { AnswerLimitTest, AnswerRealityCheck, ConfirmLimit, SaveLimits } from "../../src/commands/limits/commands"
import { exportLog } from "../../src/commands/exchange"
import { realityCheckStorageKey } from "../../src/commands/limits/handlers"
import { createApp } from "../../src/commands/startup"
import { ServerRefused } from "../../src/domain/api/clientErrors"
import type { RealityCheckRequest } from "../../src/domain/api/limits"
import type { Limit } from "../../src/domain/limits/limitTypes"
import { demoConfig } from "../support/demoConfig"
import { sampleUserConfig } from "../support/userConfig"

/**
 * SPEC.md 4 "Session limit", "Reality check" and "Deposit limit to approve" on the whole app with the TestClock (it
 * starts at 0, so times in seconds are small numbers): the timers are fibers whose firings are logged commands.
 */
const limit = (fields: Partial<Limit> & Pick<Limit, "limitType" | "limitValue">): Limit => ({
  limitState: "ACTIVE",
  limitBalance: null,
  needApprove: false,
  measure: "",
  startedAt: 0,
  endsAt: null,
  selfExcludeReason: null,
  ...fields
})

/** A whole app on the TestClock plays every poll of the simulated minutes: seconds of real time on a loaded machine. */
const WHOLE_APP_TIMEOUT = 30_000

const TOKEN = "0f8fad5b-d9cb-469f-a165-70867728950e"

const startApp = async (options: {
  readonly limits: ReadonlyArray<Limit>
  readonly ping?: (n: number) => { readonly data: { readonly remainingSeconds: number | null } } | ServerRefused
  readonly nextShowAt?: (nowSeconds: number) => number | null
  readonly storage?: Readonly<Record<string, string>>
}) => {
  let signedIn = true
  let pings = 0
  const reports: Array<RealityCheckRequest["data"]["attributes"]> = []
  let limits = options.limits
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
        }
      },
      changes: { poll: () => ({ version: 1, accounts: null, coupons: [], reload: false }) },
      // A signed-in player's terms check every 60 s: the terms never change here.
      terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) },
      limits: {
        limits: () => ({ data: limits }),
        ping: () => {
          pings += 1
          return options.ping?.(pings) ?? { data: { remainingSeconds: 3600 } }
        },
        realityCheck: ({ payload }) =>
          Effect.map(TestClock.currentTimeMillis, (millis) => {
            reports.push(payload.data.attributes)
            const { action, do_not_show_again } = payload.data.attributes
            return {
              data: {
                attributes: {
                  action,
                  do_not_show_again,
                  interval_minutes: 5,
                  next_show_at: options.nextShowAt?.(Math.floor(millis / 1000)) ?? (action === "continue" && !do_not_show_again ? Math.floor(millis / 1000) + 300 : null),
                  staked: 0,
                  won: 0,
                  loggedOut: action === "log_out"
                }
              }
            }
          }),
        saveLimits: () => ({
          status: 200,
          data: { questions: [{ id: 1, question: "Sure?", answers: [{ id: 1, answer: "Yes" }] }], tokenGuid: TOKEN, limitsData: limits }
        }),
        testAnswers: () => ({ questionsResult: [{ questionId: 1, correct: true }], success: true, limitsData: limits }),
        limitAction: ({ payload }) => {
          limits = limits.filter((l) => l.limitState !== "PENDING")
          return { status: 200, title: payload.action === "confirm" ? "" : "rejected", limitsData: limits }
        }
      }
    },
    navigation: { url: "/en/" },
    ...(options.storage === undefined ? {} : { storage: { local: options.storage } })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const count = (endpoint: Parameters<ApiCalls["Type"]["count"]>[0]) => run(Effect.flatMap(ApiCalls, (calls) => calls.count(endpoint)))
  const commands = (tag: string) => app.log.entries.filter((entry) => entry.kind === "command" && entry.body._tag === tag)
  return { app, wait, count, commands, reports, pingCount: () => pings }
}

describe("the session limit's ping (SPEC.md 4, 9: every 30 s while a session limit applies)", () => {
  it("pings every 30 s by a timer command, and at the end shows the permanent message and logs the player out", async () => {
    const { app, commands, count, wait } = await startApp({
      limits: [limit({ limitType: 31, limitValue: 1, limitBalance: 3600 })],
      // The third ping finds the day's time used up: the server ends the session.
      ping: (n) => (n < 3 ? { data: { remainingSeconds: 3600 - 30 * n } } : new ServerRefused({ status: 403, code: 45, title: "Your daily session limit has ended. Please visit us tomorrow." }))
    })
    expect(app.store.state.session.value.status).toBe("player")
    await wait("29999 millis")
    expect(await count("limits.ping")).toBe(0)
    await wait("1 millis")
    expect(await count("limits.ping")).toBe(1)
    expect(commands("PingSessionLimit").map((entry) => entry.source)).toEqual(["timer"])
    expect(app.store.state.limits.value.sessionSecondsLeft).toBe(3570)
    await wait("30 seconds")
    expect(await count("limits.ping")).toBe(2)
    expect(await count("session.logout")).toBe(0)
    await wait("30 seconds")
    expect(await count("limits.ping")).toBe(3)
    expect(await count("session.logout")).toBe(1)
    expect(app.store.state.session.value.status).toBe("guest")
    // The message outlives the logout, and no ping follows for the guest.
    expect(app.store.state.sessionLimitNotice.value.title).toBe("Your daily session limit has ended. Please visit us tomorrow.")
    await wait("5 minutes")
    expect(await count("limits.ping")).toBe(3)
    await app.stop()
  }, WHOLE_APP_TIMEOUT)

  it("pings sooner than 30 s when less is left, and a ping answering no time left ends the session with the site's text", async () => {
    const { app, count, wait } = await startApp({
      limits: [limit({ limitType: 31, limitValue: 1, limitBalance: 10 })],
      ping: () => ({ data: { remainingSeconds: 0 } })
    })
    await wait("10 seconds")
    expect(await count("limits.ping")).toBe(1)
    expect(await count("session.logout")).toBe(1)
    expect(app.store.state.sessionLimitNotice.value.title).toBe("")
    await app.stop()
  }, WHOLE_APP_TIMEOUT)

  it("does not ping without a session limit, nor for one of -1 (not set)", async () => {
    const { app, count, wait } = await startApp({ limits: [limit({ limitType: 31, limitValue: -1, limitBalance: null }), limit({ limitType: 20, limitValue: 500_000 })] })
    await wait("3 minutes")
    expect(await count("limits.ping")).toBe(0)
    expect(app.store.state.session.value.status).toBe("player")
    await app.stop()
  }, WHOLE_APP_TIMEOUT)
})

describe("the reality check (SPEC.md 4: stored in local storage, chunks of at most 5 minutes)", () => {
  it("shows the popup after the player's interval, reports continue with the time it showed, and counts again", async () => {
    const { app, commands, reports, wait } = await startApp({ limits: [limit({ limitType: 32, limitValue: 10 })] })
    expect(app.store.state.realityCheck.value).toMatchObject({ minutes: 10, dueAt: 600_000, shownAt: null })
    const stored = await app.run(Effect.flatMap((await import("../../src/adapters/Storage")).Storage, (s) => s.get("local", realityCheckStorageKey(5))) as never)
    expect(JSON.parse(stored as string)).toEqual({ minutes: 10, dueAt: 600_000 })
    await wait("599999 millis")
    expect(app.store.state.realityCheck.value.shownAt).toBeNull()
    await wait("1 millis")
    expect(app.store.state.realityCheck.value.shownAt).toBe(600_000)
    expect(commands("ShowRealityCheck").map((entry) => entry.source)).toEqual(["timer"])
    await wait("2 minutes")
    await app.bus.dispatch(new AnswerRealityCheck({ action: "continue", doNotShowAgain: false }))
    expect(reports).toEqual([{ action: "continue", do_not_show_again: false, popup_show_at: 600 }])
    // The server's next time: 5 minutes after the answer.
    expect(app.store.state.realityCheck.value).toMatchObject({ shownAt: null, dueAt: 1_020_000 })
    await wait("5 minutes")
    expect(app.store.state.realityCheck.value.shownAt).toBe(1_020_000)
    await app.stop()
  }, WHOLE_APP_TIMEOUT)

  it("takes up the time stored by an earlier page of the visit", async () => {
    const { app, wait } = await startApp({
      limits: [limit({ limitType: 32, limitValue: 5 })],
      storage: { [realityCheckStorageKey(5)]: JSON.stringify({ minutes: 5, dueAt: 60_000 }) }
    })
    expect(app.store.state.realityCheck.value.dueAt).toBe(60_000)
    await wait("1 minutes")
    expect(app.store.state.realityCheck.value.shownAt).toBe(60_000)
    await app.stop()
  }, WHOLE_APP_TIMEOUT)

  it("stops for good when the player asks not to see it again, and logs out on log out", async () => {
    const first = await startApp({ limits: [limit({ limitType: 32, limitValue: 5 })] })
    await first.wait("5 minutes")
    await first.app.bus.dispatch(new AnswerRealityCheck({ action: "nothing", doNotShowAgain: true }))
    expect(first.reports).toEqual([{ action: "nothing", do_not_show_again: true, popup_show_at: 300 }])
    expect(first.app.store.state.realityCheck.value).toMatchObject({ shownAt: null, dueAt: null, stopped: true })
    await first.wait("20 minutes")
    expect(first.app.store.state.realityCheck.value.shownAt).toBeNull()
    await first.app.stop()

    const second = await startApp({ limits: [limit({ limitType: 32, limitValue: 5 })] })
    await second.wait("5 minutes")
    await second.app.bus.dispatch(new AnswerRealityCheck({ action: "log_out", doNotShowAgain: false }))
    expect(await second.count("session.logout")).toBe(1)
    expect(second.app.store.state.session.value.status).toBe("guest")
    await second.app.stop()
  }, WHOLE_APP_TIMEOUT)
})

describe("the deposit limit awaiting approval (SPEC.md 4: the blocking popup at startedAt + 86400 s)", () => {
  it("shows at the approval time, not before, and closes once the player confirms", async () => {
    // Asked for 86400 - 120 s before the clock's 0: due two minutes in.
    const pending = limit({ limitType: 20, limitValue: 1_000_000, limitState: "PENDING", needApprove: true, startedAt: 120 - 86_400, measure: "RUB" })
    const { app, commands, count, wait } = await startApp({ limits: [limit({ limitType: 20, limitValue: 500_000, measure: "RUB" }), pending] })
    await wait("119999 millis")
    expect(app.store.state.depositApproval.value.due).toBe(false)
    await wait("1 millis")
    expect(app.store.state.depositApproval.value).toMatchObject({ due: true, limitTypes: [20], dueAt: 120 })
    expect(commands("ShowDepositApproval").map((entry) => entry.source)).toEqual(["timer"])
    await app.bus.dispatch(new ConfirmLimit({}))
    expect(await count("limits.limitAction")).toBe(1)
    expect(app.store.state.depositApproval.value.due).toBe(false)
    expect(app.store.state.limits.value.message).toEqual({ _tag: "actionSucceeded", action: "confirm", title: "" })
    await app.stop()
  }, WHOLE_APP_TIMEOUT)
})

describe("the self-exclusion test's token (secrets never in the log)", () => {
  it("is sent with the answers but appears nowhere in the exported log: not in the save's answer, the event or the request", async () => {
    const { app, count } = await startApp({ limits: [] })
    await app.bus.dispatch(new SaveLimits({ limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 4 }] }))
    expect(app.store.state.limits.value.test?.questions).toHaveLength(1)
    await app.bus.dispatch(new AnswerLimitTest({ answers: [{ questionId: 1, answerId: 1 }] }))
    expect(await count("limits.testAnswers")).toBe(1)
    expect(app.store.state.limits.value.test).toBeNull()
    const exported = exportLog(app.log)
    expect(exported).toContain("limits.saveLimits")
    expect(exported).toContain("limits.testAnswers")
    expect(exported).not.toContain(TOKEN)
    await app.stop()
  }, WHOLE_APP_TIMEOUT)
})
