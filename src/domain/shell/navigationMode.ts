import { Schema } from "effect"

/** How a location was reached: pushed, replaced (redirects, a missing language segment), or popped (back/forward). */
export const NavigationMode = Schema.Literal("push", "replace", "pop")
export type NavigationMode = typeof NavigationMode.Type
