import { describe, expect, it } from "@effect/vitest"
import { Effect, Logger, Redacted } from "effect"
import { apiOn, CHECK_PATH, FINGERPRINT_PATH, ok, status, TOKEN_PATH, unexpected, withApi } from "./support/apiHarness"
import { jwt } from "./support/scriptedHttp"

const TOKEN = jwt("SECRET-TOKEN", 10_000_000)
const FINGERPRINT_TOKEN = "SECRET-FINGERPRINT"
const CAPTCHA = "SECRET-CAPTCHA"
const SECRETS = ["SECRET-TOKEN", FINGERPRINT_TOKEN, CAPTCHA]

/** Runs `use` with every log line captured. */
const capturingLogs = <A, E>(use: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const logger = Logger.make(({ message }) => void lines.push(JSON.stringify(message)))
    const result = yield* use.pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger)))
    return { result, lines }
  })

const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret))

describe("Api secrets: tokens, the fingerprint token and captcha answers are never logged or returned", () => {
  it.effect("a failing call with all three secrets in play: the error, the result and the logs hold none", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOn((request) => {
        if (request.path === TOKEN_PATH) return ok({ data: { token: TOKEN } })
        if (request.path === FINGERPRINT_PATH) return ok({ token: FINGERPRINT_TOKEN, expiresAt: 99 })
        if (request.path === CHECK_PATH) return status(500, { message: "down" })
        return unexpected(request)
      })
      const { result, lines } = yield* capturingLogs(
        withApi(layer, (api) =>
          Effect.gen(function* () {
            const registered = yield* api.session.fingerprint({ payload: { componentsData: { userAgent: "test" } } })
            const error = yield* Effect.flip(api.session.check({ headers: {} }, { captcha: Redacted.make(CAPTCHA) }))
            return { registered, error }
          }))
      )
      // The secrets did travel, where they belong...
      expect(server.to(CHECK_PATH)[0]!.headers["x-captcha"]).toBe(CAPTCHA)
      expect(server.to(CHECK_PATH)[0]!.headers["x-fingerprint"]).toBe(FINGERPRINT_TOKEN)
      // ...and nowhere else.
      expect(result.registered).toEqual({ token: "<redacted>", expiresAt: 99 })
      expect(leaks(JSON.stringify(result))).toEqual([])
      expect(leaks(String(result.error))).toEqual([])
      expect(leaks(lines.join("\n"))).toEqual([])
    }))

  it.effect("a token answer in the wrong shape is BadResponse naming the path, not the value; the failure is logged without it", () =>
    Effect.gen(function* () {
      const { layer } = apiOn((request) => (request.path === TOKEN_PATH ? ok({ data: { token: ["SECRET-TOKEN"] } }) : unexpected(request)))
      const { result: error, lines } = yield* capturingLogs(withApi(layer, (api) => Effect.flip(api.session.check({ headers: {} }))))
      expect(error._tag).toBe("BadResponse")
      expect(JSON.stringify(error)).toContain("data.token")
      expect(leaks(JSON.stringify(error))).toEqual([])
      expect(lines.some((line) => line.includes("token fetch failed: BadResponse"))).toBe(true)
      expect(leaks(lines.join("\n"))).toEqual([])
    }))
})
