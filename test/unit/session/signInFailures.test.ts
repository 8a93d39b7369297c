import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { TrimmedPlayerText } from "../../../src/domain/playerText"
import { accountNeedsCaptcha, signInWaitMs, waitSeconds } from "../../../src/domain/session/signInFailures"

// Expected values written out by hand: nine failures in a row are free, the 10th waits 1 s, each after it doubles
// the wait, and no wait is longer than 15 minutes (900 s).
describe("the wait after failed sign-ins on one account", () => {
  it("is none before the 10th failure in a row, and no captcha is asked yet", () => {
    for (const failures of [0, 1, 5, 9]) {
      expect(signInWaitMs(failures)).toBe(0)
      expect(accountNeedsCaptcha(failures)).toBe(false)
    }
  })

  it("is 1 s after the 10th, doubling after each further failure, with a captcha each time", () => {
    expect([10, 11, 12, 13, 14, 19].map(signInWaitMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 512_000])
    for (const failures of [10, 11, 50]) expect(accountNeedsCaptcha(failures)).toBe(true)
  })

  it("never passes 15 minutes, however many failures (no lock an attacker could make permanent)", () => {
    expect(signInWaitMs(20)).toBe(900_000)
    expect(signInWaitMs(29)).toBe(900_000)
    expect(signInWaitMs(30)).toBe(900_000)
    expect(signInWaitMs(10_000)).toBe(900_000)
  })

  it("is shown in whole seconds, rounded up, and at least 1", () => {
    expect(waitSeconds(1)).toBe(1)
    expect(waitSeconds(999)).toBe(1)
    expect(waitSeconds(1_000)).toBe(1)
    expect(waitSeconds(1_001)).toBe(2)
    expect(waitSeconds(0)).toBe(1)
  })
})

describe("a trimmed one-line text (logins, e-mails)", () => {
  const login = Schema.decodeUnknownEither(TrimmedPlayerText(1, 64))
  it("trims the spaces and line breaks at its ends, and refuses one inside it", () => {
    expect(login("  demo@oddsfold.local\n")).toEqual(Either.right("demo@oddsfold.local"))
    expect(Either.isLeft(login("demo\n@oddsfold.local"))).toBe(true)
    expect(Either.isLeft(login("demo\t@oddsfold.local"))).toBe(true)
  })
})
