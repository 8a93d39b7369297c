import { Context, type Effect } from "effect"

/**
 * The device description the Api sends when it (re-)registers the fingerprint (POST /web-api/fingerprint).
 * A service so that tests pass a fixed device and the browser reading stays out of the Api.
 */
export class DeviceFingerprint extends Context.Tag("oddsfold/DeviceFingerprint")<
  DeviceFingerprint,
  { readonly components: Effect.Effect<Readonly<Record<string, string>>> }
>() {}
