import { Context, type Effect } from "effect"

export interface CookieOptions {
  readonly maxAgeSeconds?: number
  readonly path?: string
  readonly sameSite?: "Lax" | "Strict" | "None"
}

/** document.cookie as a service (HttpOnly cookies are invisible here by design). */
export class Cookies extends Context.Tag("oddsfold/Cookies")<
  Cookies,
  {
    readonly get: (name: string) => Effect.Effect<string | undefined>
    readonly set: (name: string, value: string, options?: CookieOptions) => Effect.Effect<void>
    readonly remove: (name: string) => Effect.Effect<void>
  }
>() {}

/** The cookie that remembers the visitor's language choice (SPEC.md 2.1). */
export const LANGUAGE_COOKIE = "lng"
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600
