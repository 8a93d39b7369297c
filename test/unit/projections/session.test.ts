import { describe, expect, it } from "vitest"
import {
  CaptchaClosed,
  CaptchaRequested,
  DeviceSessionFailed,
  DeviceSessionStarted,
  SessionChecked,
  SessionCheckFailed
} from "../../../src/commands/session/events"
import { CaptchaRequired, NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { type CaptchaState, captchaProjection } from "../../../src/projections/session/captcha"
import { isAuthenticated, type SessionState, sessionProjection } from "../../../src/projections/session/session"

const unknown: SessionState = { status: "unknown", userId: null, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null }
const offline = new NetworkError({ message: "Failed to fetch" })

describe("session projection", () => {
  it("starts unknown", () => {
    expect(sessionProjection.initial).toEqual(unknown)
  })

  it("a user id makes a player, null a guest", () => {
    expect(sessionProjection.apply(unknown, new SessionChecked({ userId: 42 }))).toEqual({ ...unknown, status: "player", userId: 42 })
    expect(sessionProjection.apply(unknown, new SessionChecked({ userId: null }))).toEqual({ ...unknown, status: "guest" })
  })

  it("the same answer again keeps the state object; a new user or a cleared error does not", () => {
    const player: SessionState = { ...unknown, status: "player", userId: 42 }
    expect(sessionProjection.apply(player, new SessionChecked({ userId: 42 }))).toBe(player)
    expect(sessionProjection.apply(player, new SessionChecked({ userId: 7 }))).toEqual({ ...unknown, status: "player", userId: 7 })
    expect(sessionProjection.apply({ ...player, error: offline }, new SessionChecked({ userId: 42 }))).toEqual(player)
  })

  it("a check answer keeps the device session it does not own", () => {
    const device: SessionState = { ...unknown, deviceSession: true, fingerprintExpiresAt: 1_900_000_000 }
    expect(sessionProjection.apply(device, new SessionChecked({ userId: null }))).toEqual({
      status: "guest",
      userId: null,
      accountId: null,
      deviceSession: true,
      fingerprintExpiresAt: 1_900_000_000,
      error: null
    })
  })

  it("a failed first check leaves the session failed; a failed refresh keeps the known session and shows the error", () => {
    expect(sessionProjection.apply(unknown, new SessionCheckFailed({ error: offline }))).toEqual({ ...unknown, status: "failed", error: offline })
    const player: SessionState = { ...unknown, status: "player", userId: 42 }
    expect(sessionProjection.apply(player, new SessionCheckFailed({ error: offline }))).toEqual({ ...player, error: offline })
  })

  it("records the device session and its failure", () => {
    expect(sessionProjection.apply(unknown, new DeviceSessionStarted({ fingerprintExpiresAt: 1_900_000_000 }))).toEqual({
      ...unknown,
      deviceSession: true,
      fingerprintExpiresAt: 1_900_000_000
    })
    const refused = new ServerRefused({ status: 403, title: "forbidden" })
    expect(sessionProjection.apply(unknown, new DeviceSessionFailed({ error: refused }))).toEqual({ ...unknown, error: refused })
  })

  it("a declined captcha fails the session commands that waited for it, and nothing else", () => {
    const refused = new CaptchaRequired({ code: 111 })
    const declined = (tags: ReadonlyArray<string>) =>
      new CaptchaClosed({ answered: false, code: 111, declined: tags.map((_tag) => ({ _tag })) })
    expect(sessionProjection.apply(unknown, declined(["CheckSession"]))).toEqual({ ...unknown, status: "failed", error: refused })
    expect(sessionProjection.apply(unknown, declined(["StartDeviceSession"]))).toEqual({ ...unknown, error: refused })
    expect(sessionProjection.apply(unknown, declined(["LoadConfig"]))).toBe(unknown)
    const guest: SessionState = { ...unknown, status: "guest" }
    expect(sessionProjection.apply(guest, declined(["CheckSession", "StartDeviceSession"]))).toEqual({ ...guest, error: refused })
  })

  it("only a player is authenticated", () => {
    expect(isAuthenticated({ ...unknown, status: "player", userId: 1 })).toBe(true)
    for (const status of ["unknown", "guest", "failed"] as const) expect(isAuthenticated({ ...unknown, status })).toBe(false)
  })
})

describe("captcha projection", () => {
  const none: CaptchaState = { pending: null }
  const loadConfig = { _tag: "LoadConfig", lang: "en" }
  const checkSession = { _tag: "CheckSession" }

  it("starts with no captcha", () => {
    expect(captchaProjection.initial).toEqual(none)
  })

  it("collects every command waiting for the answer, in order, with the latest code", () => {
    const one = captchaProjection.apply(none, new CaptchaRequested({ code: 111, command: loadConfig }))
    expect(one).toEqual({ pending: { code: 111, waiting: [loadConfig] } })
    expect(captchaProjection.apply(one, new CaptchaRequested({ code: 112, command: checkSession }))).toEqual({
      pending: { code: 112, waiting: [loadConfig, checkSession] }
    })
  })

  it("the same command asked twice waits once, at its latest place", () => {
    const state: CaptchaState = { pending: { code: 111, waiting: [loadConfig, checkSession] } }
    expect(captchaProjection.apply(state, new CaptchaRequested({ code: 111, command: { _tag: "LoadConfig", lang: "en" } }))).toEqual({
      pending: { code: 111, waiting: [checkSession, loadConfig] }
    })
    // A command with other fields is another command.
    expect(captchaProjection.apply(state, new CaptchaRequested({ code: 111, command: { _tag: "LoadConfig", lang: "ru" } }))).toEqual({
      pending: { code: 111, waiting: [loadConfig, checkSession, { _tag: "LoadConfig", lang: "ru" }] }
    })
  })

  it("closing clears the captcha; closing none keeps the state object", () => {
    const state: CaptchaState = { pending: { code: 111, waiting: [loadConfig] } }
    expect(captchaProjection.apply(state, new CaptchaClosed({ answered: true, code: 111, declined: [] }))).toEqual(none)
    expect(captchaProjection.apply(none, new CaptchaClosed({ answered: false, code: 111, declined: [] }))).toBe(none)
  })
})
