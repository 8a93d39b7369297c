import { effect } from "@preact/signals-react"
import { Effect, Fiber, Runtime } from "effect"
import { after } from "../../adapters/timers"
import type { Services } from "../handler"
import { type Area, defineArea } from "../area"
import { contentCommands, ReloadView, RetryView } from "./commands"
import { contentEvents, contentServerAnswers } from "./events"
import { loadView, releaseView, reloadView, retryView, useView } from "./handlers"
import { viewBus } from "./viewBus"

/**
 * The content area's client side: the remote views' entries (SPEC.md 4). In the background: each retry the machine
 * asks for is a timer on the Clock whose firing is RetryView; the view event bus hears the views' state changes
 * (ready, error, dead) and its reload events become ReloadView.
 */
export const contentArea: Area<typeof contentCommands, typeof contentEvents> = defineArea({
  name: "content",
  commands: contentCommands,
  handlers: { UseView: useView, LoadView: loadView, RetryView: retryView, ReloadView: reloadView, ReleaseView: releaseView },
  events: contentEvents,
  serverAnswers: contentServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      const runtime = yield* Effect.runtime<Services>()
      const { views } = bus.store.state
      const timers = new Map<string, { readonly retry: number; readonly fiber: Fiber.RuntimeFiber<unknown> }>()
      const told = new Map<string, number>()
      const stop = effect(() => {
        const entries = views.value.entries
        for (const [key, entry] of Object.entries(entries)) {
          const app = entry.view?.appName ?? "content"
          if (told.get(key) !== entry.state) {
            told.set(key, entry.state)
            const type = entry.state === 2 ? "ready" : entry.state === -1 ? "error" : entry.state === -2 ? "dead" : undefined
            if (type !== undefined) viewBus.next({ type, app, key })
            if (entry.state === 2) viewBus.next({ type: "entry-ready", app, key })
          }
          const wanted = entry.state === -1 ? entry.retryAfter : null
          const running = timers.get(key)
          if (wanted === null) {
            if (running !== undefined) Runtime.runFork(runtime)(Fiber.interrupt(running.fiber))
            timers.delete(key)
          } else if (running?.retry !== wanted.retry) {
            if (running !== undefined) Runtime.runFork(runtime)(Fiber.interrupt(running.fiber))
            // The timer only waits: the retry runs outside it, so the next state change (which ends the timer) never
            // interrupts the retry's own load.
            const fire = Effect.sync(() => void bus.dispatch(new RetryView({ key }), "timer"))
            timers.set(key, { retry: wanted.retry, fiber: Runtime.runFork(runtime)(Effect.scoped(Effect.zipRight(after(wanted.ms, fire), Effect.never))) })
          }
        }
      })
      const reloads = viewBus.subscribe((event) => {
        if (event.type === "reload" && "key" in event) void bus.dispatch(new ReloadView({ key: event.key }), "system")
      })
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          stop()
          reloads.unsubscribe()
          for (const { fiber } of timers.values()) Runtime.runFork(runtime)(Fiber.interrupt(fiber))
        })
      )
    })
})
