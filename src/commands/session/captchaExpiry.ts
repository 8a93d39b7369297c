import { Clock, Duration, Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Visibility } from "../../adapters/Visibility"
import type { CommandBus } from "../bus"
import { LoadCaptchaImage } from "./commands"

/**
 * A captcha challenge past its countdown (SPEC.md 7 gettime) takes no answer: the server would count it as wrong, a step
 * toward result type 2 and a logout. So when its time is up and it is still the one being solved, a new one is fetched, by
 * a timer command (in the log with source "timer"). Never started for a search bot.
 */
export const startCaptchaExpiry = (bus: CommandBus) =>
  Effect.gen(function* () {
    const visibility = yield* Visibility
    if (yield* visibility.isBot) return
    const countdowns = bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "CaptchaCountdownStarted"))
    yield* Effect.forkScoped(
      forEachValue(countdowns, (entry) => {
        if (entry.kind !== "event" || entry.body._tag !== "CaptchaCountdownStarted") return Effect.void
        const { endsAt, id } = entry.body
        const expire = Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          yield* Effect.sleep(Duration.millis(Math.max(0, endsAt - now)))
          const { captcha, captchaImage } = bus.store.snapshot()
          if (captcha.pending !== null && captchaImage.challenge?.id === id) yield* bus.dispatchEffect(new LoadCaptchaImage({}), "timer")
        })
        // One sleeper per challenge, a child of this loop (it ends with the app); a challenge answered or replaced meanwhile is left alone.
        return Effect.asVoid(Effect.fork(expire))
      })
    )
  })
