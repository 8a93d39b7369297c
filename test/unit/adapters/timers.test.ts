import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, type Scope, TestClock } from "effect"
import { SESSION_REFRESH_PERIOD, SESSION_START_DELAY } from "../../../src/adapters/retryPolicies"
import { after, every } from "../../../src/adapters/timers"
import type { Visibility } from "../../../src/adapters/Visibility"
import { VisibilityControl, VisibilityTest, type VisibilityTestOptions } from "../../../src/adapters/VisibilityTest"

/** A timer's tick that records the virtual second it fired at. */
const recorder = () => {
  const firedAt: Array<number> = []
  const tick = Effect.map(Clock.currentTimeMillis, (now) => void firedAt.push(now / 1000))
  return { firedAt, tick }
}

/** Runs `use` in a test tab; timers started in it stop when it ends. */
const inTab = <A, E>(options: VisibilityTestOptions, use: Effect.Effect<A, E, Visibility | VisibilityControl | Scope.Scope>) =>
  Effect.scoped(use).pipe(Effect.provide(VisibilityTest(options)))

/** Moves virtual time to `second` (from 0), letting every fiber due on the way run. */
const advanceTo = (second: number) =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => TestClock.adjust(`${second * 1000 - now} millis`))

describe("timers on the Clock (SPEC.md 4: session refresh every 60 s while visible)", () => {
  it.effect("ticks every period while visible", () =>
    inTab({}, Effect.gen(function* () {
      const { firedAt, tick } = recorder()
      yield* every(SESSION_REFRESH_PERIOD, tick, { pauseWhileHidden: true })
      yield* advanceTo(185)
      expect(firedAt).toEqual([60, 120, 180])
    })))

  it.effect("stops while hidden and starts a fresh period on return", () =>
    inTab({}, Effect.gen(function* () {
      const { setVisible } = yield* VisibilityControl
      const { firedAt, tick } = recorder()
      yield* every(SESSION_REFRESH_PERIOD, tick, { pauseWhileHidden: true })
      yield* advanceTo(70)
      yield* setVisible(false)
      yield* advanceTo(300)
      expect(firedAt).toEqual([60])
      yield* setVisible(true)
      yield* advanceTo(359)
      expect(firedAt).toEqual([60])
      yield* advanceTo(420)
      expect(firedAt).toEqual([60, 360, 420])
    })))

  it.effect("a tab that starts hidden ticks only once shown", () =>
    inTab({ visible: false }, Effect.gen(function* () {
      const { setVisible } = yield* VisibilityControl
      const { firedAt, tick } = recorder()
      yield* every(SESSION_REFRESH_PERIOD, tick, { pauseWhileHidden: true })
      yield* advanceTo(100)
      yield* setVisible(true)
      yield* advanceTo(161)
      expect(firedAt).toEqual([160])
    })))

  it.effect("a repeated 'visible' does not reset a running period", () =>
    inTab({}, Effect.gen(function* () {
      const { setVisible } = yield* VisibilityControl
      const { firedAt, tick } = recorder()
      yield* every(SESSION_REFRESH_PERIOD, tick, { pauseWhileHidden: true })
      yield* advanceTo(30)
      yield* setVisible(true)
      yield* advanceTo(61)
      expect(firedAt).toEqual([60])
    })))

  it.effect("without pauseWhileHidden it keeps ticking while hidden", () =>
    inTab({}, Effect.gen(function* () {
      const { setVisible } = yield* VisibilityControl
      const { firedAt, tick } = recorder()
      yield* every("30 seconds", tick)
      yield* advanceTo(10)
      yield* setVisible(false)
      yield* advanceTo(95)
      expect(firedAt).toEqual([30, 60, 90])
    })))

  it.effect("never starts for a search bot", () =>
    inTab({ isBot: true }, Effect.gen(function* () {
      const { firedAt, tick } = recorder()
      yield* every(SESSION_REFRESH_PERIOD, tick, { pauseWhileHidden: true })
      yield* every("30 seconds", tick)
      yield* after(SESSION_START_DELAY, tick)
      yield* advanceTo(600)
      expect(firedAt).toEqual([])
    })))

  it.effect("after fires once, the delay after start", () =>
    inTab({}, Effect.gen(function* () {
      const { firedAt, tick } = recorder()
      yield* after(SESSION_START_DELAY, tick)
      yield* advanceTo(100)
      expect(firedAt).toEqual([8])
    })))

  it.effect("stops when its scope closes", () =>
    Effect.gen(function* () {
      const { firedAt, tick } = recorder()
      yield* inTab({}, Effect.gen(function* () {
        yield* every("10 seconds", tick)
        yield* advanceTo(25)
      }))
      yield* advanceTo(100)
      expect(firedAt).toEqual([10, 20])
    }))
})
