import { Effect, Layer } from "effect"
import { Cookies } from "./Cookies"

/** In-memory cookies by name (attributes are not modelled: a test reads back what it set). */
export const CookiesTest = (initial: Readonly<Record<string, string>> = {}): Layer.Layer<Cookies> =>
  Layer.sync(Cookies, () => {
    const jar = new Map(Object.entries(initial))
    return {
      get: (name) => Effect.sync(() => jar.get(name)),
      set: (name, value, options) =>
        Effect.sync(() => {
          // Max-Age=0 expires a cookie in a browser; keep that meaning here.
          if (options?.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) jar.delete(name)
          else jar.set(name, value)
        }),
      remove: (name) => Effect.sync(() => void jar.delete(name))
    }
  })
