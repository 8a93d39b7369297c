import { Effect, Layer } from "effect"
import { Platform } from "./Platform"

/** navigator.platform (deprecated, but the one place an iPad asking for desktop sites says "MacIntel") and its touch points. */
export const PlatformLive: Layer.Layer<Platform> = Layer.succeed(Platform, {
  device: Effect.sync(() =>
    typeof navigator === "undefined" ? { platform: "", maxTouchPoints: 0 } : { platform: navigator.platform ?? "", maxTouchPoints: navigator.maxTouchPoints ?? 0 }
  )
})
