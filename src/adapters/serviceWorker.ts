import { Effect } from "effect"
import { SERVICE_WORKER_PATH } from "../domain/shell/pwa"

/**
 * Registers the installable app's service worker (vite.config.ts builds it to /pwa-sw.js) where the site config says
 * the site is a PWA, or unregisters one an earlier visit installed where it says not. Like the web vitals, not a
 * command: installing a cache is no player's action, and a re-run of a log must not do it. A failure is logged, never
 * shown (SPEC.md 8 "service worker errors" are logged only): the site works the same without it.
 */
export const syncServiceWorker = (isPwa: boolean): Effect.Effect<void> =>
  Effect.gen(function* () {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return
    const workers = navigator.serviceWorker
    if (isPwa) {
      yield* Effect.tryPromise(() => workers.register(SERVICE_WORKER_PATH, { scope: "/" }))
      return
    }
    const registrations = yield* Effect.tryPromise(() => workers.getRegistrations())
    yield* Effect.forEach(registrations, (registration) => Effect.tryPromise(() => registration.unregister()), { discard: true })
  }).pipe(Effect.catchAll((error) => Effect.logWarning(`service worker: ${error.error instanceof Error ? error.error.message : String(error.error)}`)))
