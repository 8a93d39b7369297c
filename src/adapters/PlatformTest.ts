import { Effect, Layer } from "effect"
import type { DeviceFacts } from "../domain/shell/platformRoute"
import { Platform } from "./Platform"

/** A device as given: by default a desktop PC without a touch screen. */
export const PlatformTest = (device: DeviceFacts = { platform: "Win32", maxTouchPoints: 0 }): Layer.Layer<Platform> =>
  Layer.succeed(Platform, { device: Effect.succeed(device) })
