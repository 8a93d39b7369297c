import { Effect, Layer } from "effect"
import { AD_BAIT_CLASSES, AD_BAIT_CONTROL_PATH, AD_BAIT_PATH, type AdBaitFacts } from "../domain/shell/adBlocker"
import { AdBait } from "./AdBait"

/** Long enough for a blocker's cosmetic filters (a style sheet, or a script watching the page) to reach the bait. */
const BAIT_SETTLE_MS = 300

/** Whether a request for a file of this site failed (cancelled, blocked, or the network down); never from a cache. */
const requestFails = (path: string): Effect.Effect<boolean> =>
  Effect.promise((signal) =>
    fetch(`${path}?${Date.now()}`, { cache: "no-store", credentials: "omit", signal }).then(
      (response) => !response.ok,
      () => true
    )
  )

/** An element laid out like a banner, off screen, with the class names the filter lists hide. */
const baitHidden: Effect.Effect<boolean> = Effect.acquireUseRelease(
  Effect.sync(() => {
    const bait = document.createElement("div")
    bait.className = AD_BAIT_CLASSES.join(" ")
    bait.setAttribute("aria-hidden", "true")
    bait.style.cssText = "position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;"
    bait.innerHTML = "&nbsp;"
    document.body.appendChild(bait)
    return bait
  }),
  (bait) =>
    Effect.sleep(BAIT_SETTLE_MS).pipe(
      Effect.map(() => {
        if (!bait.isConnected || bait.offsetHeight === 0 || bait.offsetParent === null) return true
        const style = window.getComputedStyle(bait)
        return style.display === "none" || style.visibility === "hidden"
      })
    ),
  (bait) => Effect.sync(() => bait.remove())
)

const probe: Effect.Effect<AdBaitFacts> = Effect.gen(function* () {
  if (typeof document === "undefined") return { baitHidden: false, baitRequestFailed: false, controlRequestFailed: false }
  const [hidden, baitRequestFailed] = yield* Effect.all([baitHidden, requestFails(AD_BAIT_PATH)], { concurrency: "unbounded" })
  // The control only matters when the bait request failed: was it the blocker or the network?
  const controlRequestFailed = baitRequestFailed ? yield* requestFails(AD_BAIT_CONTROL_PATH) : false
  return { baitHidden: hidden, baitRequestFailed, controlRequestFailed }
})

export const AdBaitLive: Layer.Layer<AdBait> = Layer.succeed(AdBait, { probe })
