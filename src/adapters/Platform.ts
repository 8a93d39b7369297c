import { Context, type Effect } from "effect"
import type { DeviceFacts } from "../domain/shell/platformRoute"

/** What the browser says of the device it runs on (the iPad rule of SPEC.md 2.1). */
export class Platform extends Context.Tag("oddsfold/Platform")<Platform, { readonly device: Effect.Effect<DeviceFacts> }>() {}
