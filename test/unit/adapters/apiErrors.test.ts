import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted, TestClock } from "effect"
import {
  BadResponse,
  CaptchaRequired,
  NetworkError,
  ServerRefused,
  TermsChanged
} from "../../../src/domain/api/clientErrors"
import { HeaderNames } from "../../../src/domain/api/contract"
import { ErrorCode } from "../../../src/domain/api/errors"
import { EMPTY_PERSONAL_DATA } from "../../../src/domain/account/personalData"
import { TEXT_REFUSAL } from "../../../src/domain/playerText"
import { loginFieldErrorClass } from "../../../src/domain/session/loginFieldError"
import { fingerprintComponents } from "../../../src/domain/session/fingerprintComponents"
import { TEST_DEVICE } from "../../../src/adapters/DeviceFingerprintTest"
import type { Api } from "../../../src/adapters/api/Api"
import { apiOn, apiOver, browserStorage, CHECK_PATH, CONFIG_PATH, FINGERPRINT_PATH, ok, status, TOKEN_PATH, unexpected, withApi } from "./support/apiHarness"
import { siteConfigJson, en } from "./support/fixtures"
import type { Reply, SeenRequest } from "./support/scriptedHttp"

/** A config endpoint that answers each request with the next reply. */
const configAnswering = (...replies: ReadonlyArray<Reply>) => {
  let index = 0
  return apiOn((request) => {
    if (request.path !== CONFIG_PATH) return unexpected(request)
    const reply = replies[Math.min(index, replies.length - 1)]!
    index += 1
    return reply
  })
}

const siteConfigError = (...replies: ReadonlyArray<Reply>) =>
  Effect.gen(function* () {
    const { server, layer } = configAnswering(...replies)
    const error = yield* withApi(layer, (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
    return { error, requests: server.to(CONFIG_PATH) }
  })

describe("Api error catalogue (SPEC.md 8)", () => {
  it.effect("decodes a good answer through the contract", () =>
    Effect.gen(function* () {
      const { server, layer } = configAnswering(ok(siteConfigJson))
      const config = yield* withApi(layer, (api) => api.config.all({ urlParams: { lang: en }, headers: {} }))
      expect(config.companyName).toBe("Oddsfold")
      expect(server.requests[0]!.query.get("lang")).toBe("en")
    }))

  for (const code of [100, 111, 112, 113]) {
    it.effect(`400 with code ${code} is CaptchaRequired, not retried`, () =>
      Effect.gen(function* () {
        const { error, requests } = yield* siteConfigError(status(400, { _tag: "BadRequest", code, message: "captcha" }))
        expect(error).toEqual(new CaptchaRequired({ code }))
        expect(requests).toHaveLength(1)
      }))
  }

  it.effect("a captcha answer in CallOptions is sent in the captcha header of that call only", () =>
    Effect.gen(function* () {
      const { server, layer } = configAnswering(ok(siteConfigJson))
      yield* withApi(layer, (api) =>
        Effect.zipRight(api.config.all({ urlParams: { lang: en }, headers: {} }, { captcha: Redacted.make("answer-42") }), api.config.all({ urlParams: { lang: en }, headers: {} }))
      )
      expect(server.requests.map((r) => r.headers[HeaderNames.captcha])).toEqual(["answer-42", undefined])
    }))

  it.effect("400 with another code is ServerRefused with that code and the server's message", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(status(400, { _tag: "BadRequest", code: 1, message: "bad lang" }))
      expect(error).toEqual(new ServerRefused({ status: 400, code: 1, title: "bad lang" }))
    }))

  it.effect("451 with exception_code 1 is TermsChanged", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(status(451, { _tag: "TermsNotAccepted", exception_code: 1, message: "terms" }))
      expect(error).toBeInstanceOf(TermsChanged)
    }))

  it.effect("451 with another exception_code is ServerRefused 451", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(status(451, { exception_code: 2, message: "region" }))
      expect(error).toEqual(new ServerRefused({ status: 451, title: "region" }))
    }))

  it.effect("403 without a message is ServerRefused with the default title forbidden", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(status(403))
      expect(error).toEqual(new ServerRefused({ status: 403, title: "forbidden" }))
    }))

  it.effect("403 with a message keeps the server's title", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(status(403, { _tag: "Forbidden", message: "limit reached" }))
      expect(error).toEqual(new ServerRefused({ status: 403, title: "limit reached" }))
    }))

  it.effect("a 5xx with an HTML page is ServerRefused with its status", () =>
    Effect.gen(function* () {
      const { error, requests } = yield* siteConfigError({ status: 502, text: "<html>Bad gateway</html>" })
      expect(error).toEqual(new ServerRefused({ status: 502, title: "" }))
      expect(requests).toHaveLength(1)
    }))

  it.effect("'Failed to fetch' is NetworkError", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError({ transportFailure: new TypeError("Failed to fetch") })
      expect(error).toEqual(new NetworkError({ message: "Failed to fetch" }))
    }))

  it.effect("a 200 body that does not match the contract is BadResponse naming where", () =>
    Effect.gen(function* () {
      const { error } = yield* siteConfigError(ok({ ...siteConfigJson, isPwa: "yes" }))
      expect(error).toBeInstanceOf(BadResponse)
      expect((error as BadResponse).message).toContain("config.all")
      expect((error as BadResponse).message).toContain("isPwa")
    }))
})

describe("Api fingerprint rule (SPEC.md 8: refresh the fingerprint, retry)", () => {
  const fingerprintError = status(400, { _tag: "BadRequest", code: ErrorCode.fingerprintInvalid, message: "fingerprint expired" })
  const fingerprintServer = (checkReplies: (request: SeenRequest, attempt: number) => Reply) => {
    let checks = 0
    return apiOver((request) => {
      if (request.path === FINGERPRINT_PATH) return ok({ token: "fp-token-1", expiresAt: 3600 })
      if (request.path === CHECK_PATH) return checkReplies(request, ++checks)
      return unexpected(request)
    })
  }

  it.effect("re-registers the device fingerprint and retries once with the new fingerprint header", () =>
    Effect.gen(function* () {
      const { server, layer } = fingerprintServer((request, attempt) =>
        attempt === 1 ? fingerprintError : request.headers[HeaderNames.fingerprint] === "fp-token-1" ? ok({ userId: 9 }) : fingerprintError
      )
      const answer = yield* withApi(layer, (api) => api.session.check({ headers: {} }))
      expect(answer).toEqual({ userId: 9 })
      expect(server.requests.map((r) => r.path)).toEqual([TOKEN_PATH, CHECK_PATH, FINGERPRINT_PATH, CHECK_PATH])
      expect(server.to(FINGERPRINT_PATH)[0]!.body).toEqual({ componentsData: fingerprintComponents(TEST_DEVICE) })
      expect(server.to(CHECK_PATH)[0]!.headers[HeaderNames.fingerprint]).toBeUndefined()
    }))

  it.effect("a second fingerprint error is ServerRefused 400 with the fingerprint code, after one re-registration", () =>
    Effect.gen(function* () {
      const { server, layer } = fingerprintServer(() => fingerprintError)
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.check({ headers: {} })))
      expect(error).toEqual(new ServerRefused({ status: 400, code: ErrorCode.fingerprintInvalid, title: "fingerprint expired" }))
      expect(server.to(CHECK_PATH)).toHaveLength(2)
      expect(server.to(FINGERPRINT_PATH)).toHaveLength(1)
    }))

  it.effect("a fingerprint registration keeps the token inside, answers a placeholder, and sends it on every later request", () =>
    Effect.gen(function* () {
      const { server, layer } = fingerprintServer(() => ok({ userId: null }))
      const componentsData = fingerprintComponents(TEST_DEVICE)
      const answer = yield* withApi(layer, (api) =>
        Effect.zipLeft(api.session.fingerprint({ payload: { componentsData } }), api.session.check({ headers: {} }))
      )
      expect(answer).toEqual({ token: "<redacted>", expiresAt: 3600 })
      expect(server.to(TOKEN_PATH)[0]!.headers[HeaderNames.fingerprint]).toBe("fp-token-1")
      expect(server.to(CHECK_PATH)[0]!.headers[HeaderNames.fingerprint]).toBe("fp-token-1")
    }))
})

describe("Api device token across a reload (the fingerprint registered once serves the session)", () => {
  const registeredUntil = (expiresAt: number) => (request: SeenRequest): Reply => {
    if (request.path === FINGERPRINT_PATH) return ok({ token: "fp-token-1", expiresAt })
    if (request.path === CHECK_PATH) return ok({ userId: 9 })
    return unexpected(request)
  }
  const register = (api: Api["Type"]) => api.session.fingerprint({ payload: { componentsData: fingerprintComponents(TEST_DEVICE) } })

  it.effect("a reloaded page sends the token registered before the reload, and registers nothing again", () =>
    Effect.gen(function* () {
      const browser = browserStorage()
      const before = apiOver(registeredUntil(3600), { storage: browser.layer })
      yield* withApi(before.layer, register)
      const reloaded = apiOver(registeredUntil(3600), { storage: browser.layer })
      expect(yield* withApi(reloaded.layer, (api) => api.session.check({ headers: {} }))).toEqual({ userId: 9 })
      expect(reloaded.server.requests.map((r) => r.path)).toEqual([TOKEN_PATH, CHECK_PATH])
      expect(reloaded.server.requests.map((r) => r.headers[HeaderNames.fingerprint])).toEqual(["fp-token-1", "fp-token-1"])
    }))

  it.effect("a token past its expiry is not sent", () =>
    Effect.gen(function* () {
      const browser = browserStorage()
      yield* withApi(apiOver(registeredUntil(3600), { storage: browser.layer }).layer, register)
      yield* TestClock.adjust("3600 seconds")
      const reloaded = apiOver(registeredUntil(3600), { storage: browser.layer })
      yield* withApi(reloaded.layer, (api) => api.session.check({ headers: {} }))
      expect(reloaded.server.requests.map((r) => r.headers[HeaderNames.fingerprint])).toEqual([undefined, undefined])
    }))
})

describe("Api refusal of a text the rule refuses (src/domain/playerText.ts)", () => {
  const data = { ...EMPTY_PERSONAL_DATA, name: "Anne", city: "Par\u0000is", registration_address: "1 Rue\ud800" }

  it.effect("is a 400 naming each refused field with invalid_chars, and nothing is sent", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOver((request) => unexpected(request))
      const error = yield* withApi(layer, (api) => Effect.flip(api.account.saveProfile({ payload: { data } })))
      expect(error).toEqual(
        new ServerRefused({
          status: 400,
          code: ErrorCode.invalidValue,
          title: TEXT_REFUSAL,
          fields: [
            { field: "city", code: "invalid_chars" },
            { field: "registration_address", code: "invalid_chars" }
          ]
        })
      )
      expect(server.requests.filter((request) => request.path !== TOKEN_PATH)).toEqual([])
    }))

  it.effect("blames the login field of a sign-in whose login holds a control character", () =>
    Effect.gen(function* () {
      const { layer } = apiOver((request) => unexpected(request))
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.login({ payload: { uLogin: "demo\u0001@oddsfold.local", uPassword: Redacted.make("Oddsfold2024"), save: false } })))
      expect(error).toMatchObject({ _tag: "ServerRefused", status: 400, fields: [{ field: "uLogin", code: "invalid_chars" }] })
      expect(loginFieldErrorClass(((error as ServerRefused).fields ?? []).map(({ field }) => field))).toBe("login")
    }))
})
