import { Effect, Layer } from "effect"
import { parseCookies, serializeCookie, serializeCookieRemoval } from "./cookieCodec"
import { Cookies } from "./Cookies"

/** What the service needs of `document`: its cookie property (reads all, writes one per assignment). */
export interface CookieJar {
  cookie: string
}

const browserJar = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : document)

/** Cookies over a given jar; without one (outside a browser) reads are empty and writes do nothing. */
export const makeCookies = (jarOf: () => CookieJar | undefined): Cookies["Type"] => {
  const write = (line: string) =>
    Effect.sync(() => {
      const jar = jarOf()
      if (jar !== undefined) jar.cookie = line
    })
  return {
    get: (name) => Effect.sync(() => parseCookies(jarOf()?.cookie ?? "").get(name)),
    set: (name, value, options) => write(serializeCookie(name, value, options)),
    remove: (name) => write(serializeCookieRemoval(name))
  }
}

export const CookiesLive: Layer.Layer<Cookies> = Layer.sync(Cookies, () => makeCookies(browserJar))
