import { Effect, type Scope } from "effect"

/**
 * Listens, for the scope's life, for the page being hidden (visibilitychange to hidden: the last moment a mobile
 * browser promises) and left (pagehide: a browser that leaves without hiding first). Nothing outside a browser.
 */
export const whilePageLeaves = (handlers: { readonly hidden: () => void; readonly left: () => void }): Effect.Effect<void, never, Scope.Scope> => {
  if (typeof window === "undefined" || typeof document === "undefined") return Effect.void
  const onHidden = () => {
    if (document.visibilityState === "hidden") handlers.hidden()
  }
  const onLeft = () => handlers.left()
  return Effect.acquireRelease(
    Effect.sync(() => {
      document.addEventListener("visibilitychange", onHidden)
      window.addEventListener("pagehide", onLeft)
    }),
    () =>
      Effect.sync(() => {
        document.removeEventListener("visibilitychange", onHidden)
        window.removeEventListener("pagehide", onLeft)
      })
  )
}
