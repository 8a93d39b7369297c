import { describe, expect, it } from "@effect/vitest"
import { Clock, Duration, Effect, Exit, Fiber, type Schedule, TestClock } from "effect"
import {
  type ApiError,
  BadResponse,
  Cancelled,
  CaptchaRequired,
  NetworkError,
  NotAuthenticated,
  ServerRefused,
  TermsChanged
} from "../../../src/domain/api/clientErrors"
import {
  accountRefreshRepeat,
  addCurrencyPoll,
  APP_VERSION_CHECK_DELAY,
  configLoadRetry,
  isWorthRetrying,
  PING_PERIOD,
  redirectServiceRetry,
  remoteViewRetry,
  SESSION_REFRESH_PERIOD,
  SESSION_START_DELAY,
  sessionCheckRetry,
  TERMS_CHECK_PERIOD
} from "../../../src/adapters/retryPolicies"

const down = new NetworkError({ message: "Failed to fetch" })

/** Virtual seconds at which each attempt ran, and how the retried call ended, for an attempt that always fails. */
const attemptTimes = (schedule: Schedule.Schedule<unknown, ApiError>, failure: ApiError = down) =>
  Effect.gen(function* () {
    const times: Array<number> = []
    const start = yield* Clock.currentTimeMillis
    const attempt = Effect.flatMap(Clock.currentTimeMillis, (now) => {
      times.push((now - start) / 1000)
      return Effect.fail(failure)
    })
    const fiber = yield* Effect.fork(Effect.retry(attempt, schedule))
    yield* TestClock.adjust("10 minutes")
    return { times, exit: yield* Fiber.await(fiber) }
  })

describe("retry schedules (SPEC.md 8, 9)", () => {
  it.effect("config: 5 retries at 1 s, attempts at 0..5 s, then the last error", () =>
    Effect.gen(function* () {
      const { times, exit } = yield* attemptTimes(configLoadRetry)
      expect(times).toEqual([0, 1, 2, 3, 4, 5])
      expect(exit).toEqual(Exit.fail(down))
    }))

  it.effect("redirect service: 5 retries at 1 s", () =>
    Effect.gen(function* () {
      const { times } = yield* attemptTimes(redirectServiceRetry)
      expect(times).toEqual([0, 1, 2, 3, 4, 5])
    }))

  it.effect("session check: 2 retries at 1500 ms, attempts at 0, 1.5, 3 s", () =>
    Effect.gen(function* () {
      const { times, exit } = yield* attemptTimes(sessionCheckRetry)
      expect(times).toEqual([0, 1.5, 3])
      expect(Exit.isFailure(exit)).toBe(true)
    }))

  it.effect("remote view: 3 retries doubling from 1000 ms, attempts at 0, 1, 3, 7 s", () =>
    Effect.gen(function* () {
      const { times } = yield* attemptTimes(remoteViewRetry)
      expect(times).toEqual([0, 1, 3, 7])
    }))

  it.effect("a retry stops as soon as an attempt succeeds", () =>
    Effect.gen(function* () {
      let attempts = 0
      const flaky = Effect.suspend(() => (++attempts < 3 ? Effect.fail(down) : Effect.succeed("config")))
      const fiber = yield* Effect.fork(Effect.retry(flaky, configLoadRetry))
      yield* TestClock.adjust("1 minute")
      expect(yield* Fiber.join(fiber)).toBe("config")
      expect(attempts).toBe(3)
    }))

  for (const [name, failure] of [
    ["CaptchaRequired", new CaptchaRequired({ code: 100 })],
    ["TermsChanged", new TermsChanged()],
    ["NotAuthenticated", new NotAuthenticated({ message: "no" })],
    ["Cancelled", new Cancelled({ status: 499 })],
    ["ServerRefused 403", new ServerRefused({ status: 403, title: "forbidden" })]
  ] as const) {
    it.effect(`${name} is not retried: one attempt, its own error`, () =>
      Effect.gen(function* () {
        const { times, exit } = yield* attemptTimes(configLoadRetry, failure)
        expect(times).toEqual([0])
        expect(exit).toEqual(Exit.fail(failure))
      }))
  }

  it.effect("a 5xx and a bad response are retried like a network failure", () =>
    Effect.gen(function* () {
      const server = yield* attemptTimes(sessionCheckRetry, new ServerRefused({ status: 503, title: "" }))
      const body = yield* attemptTimes(sessionCheckRetry, new BadResponse({ message: "html" }))
      expect(server.times).toEqual([0, 1.5, 3])
      expect(body.times).toEqual([0, 1.5, 3])
    }))

  it("worth retrying: network, 5xx and bad bodies; never captcha, terms, auth, cancel or 4xx", () => {
    expect(isWorthRetrying(down)).toBe(true)
    expect(isWorthRetrying(new ServerRefused({ status: 500, title: "" }))).toBe(true)
    expect(isWorthRetrying(new ServerRefused({ status: 499, title: "" }))).toBe(false)
    expect(isWorthRetrying(new ServerRefused({ status: 404, title: "" }))).toBe(false)
    expect(isWorthRetrying(new BadResponse({ message: "" }))).toBe(true)
  })
})

describe("repeat schedules (SPEC.md 4, 9)", () => {
  /** Times of each read, for a read whose nth answer (1-based) is `answerAt(n)`, repeated until `done`. */
  const readTimes = <A>(schedule: Schedule.Schedule<A, A>, answerAt: (n: number) => A, done: (a: A) => boolean) =>
    Effect.gen(function* () {
      const times: Array<number> = []
      const start = yield* Clock.currentTimeMillis
      const read = Effect.map(Clock.currentTimeMillis, (now) => answerAt(times.push((now - start) / 1000)))
      const fiber = yield* Effect.fork(Effect.repeat(read, { schedule, until: done }))
      yield* TestClock.adjust("10 minutes")
      return { times, last: yield* Fiber.join(fiber) }
    })

  it.effect("account refresh: up to 5 more reads, 2500 ms apart, while no account is active", () =>
    Effect.gen(function* () {
      const { times, last } = yield* readTimes(accountRefreshRepeat<{ readonly active: boolean }>(), () => ({ active: false }), (a) => a.active)
      expect(times).toEqual([0, 2.5, 5, 7.5, 10, 12.5])
      expect(last).toEqual({ active: false })
    }))

  it.effect("account refresh stops at the read that finds an active account", () =>
    Effect.gen(function* () {
      const { times, last } = yield* readTimes(accountRefreshRepeat<{ readonly active: boolean }>(), (n) => ({ active: n === 3 }), (a) => a.active)
      expect(times).toEqual([0, 2.5, 5])
      expect(last).toEqual({ active: true })
    }))

  it.effect("add-currency poll: every 1000 ms until the account appears", () =>
    Effect.gen(function* () {
      const { times, last } = yield* readTimes(addCurrencyPoll<ReadonlyArray<string>>(), (n) => (n === 8 ? ["EUR"] : []), (currencies) => currencies.length > 0)
      expect(times).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
      expect(last).toEqual(["EUR"])
    }))
})

describe("timer periods (SPEC.md 4, 7, 9)", () => {
  it("are the spec's numbers", () => {
    expect(
      [SESSION_REFRESH_PERIOD, PING_PERIOD, TERMS_CHECK_PERIOD, APP_VERSION_CHECK_DELAY, SESSION_START_DELAY].map(Duration.toSeconds)
    ).toEqual([60, 30, 60, 60, 8])
  })
})
