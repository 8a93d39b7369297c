import type { CookieOptions } from "./Cookies"

/**
 * The text format of document.cookie: reading gives "a=1; b=2", writing takes one "name=value; Attr=..." at a
 * time. Names and values are percent-encoded so any string survives (";" "," "=" and spaces would not).
 */

/** "a=1; b=x%20y" -> Map { a: "1", b: "x y" }. The first occurrence of a name wins, as in browsers (most specific path first). */
export const parseCookies = (header: string): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>()
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    const name = safeDecode(part.slice(0, eq).trim())
    if (name === "" || cookies.has(name)) continue
    cookies.set(name, safeDecode(part.slice(eq + 1).trim()))
  }
  return cookies
}

/** Path=/ and SameSite=Lax unless told otherwise; SameSite=None needs Secure or the browser drops the cookie. */
export const serializeCookie = (name: string, value: string, options: CookieOptions = {}): string => {
  const sameSite = options.sameSite ?? "Lax"
  const attributes = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`]
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`)
  attributes.push(`SameSite=${sameSite}`)
  if (sameSite === "None") attributes.push("Secure")
  return attributes.join("; ")
}

/** Expires the cookie now. The path must match the one it was set with; ours are set on "/". */
export const serializeCookieRemoval = (name: string, path = "/"): string =>
  serializeCookie(name, "", { path, maxAgeSeconds: 0 })

/** A malformed escape (a cookie written by someone else) is kept as written rather than failing the read. */
const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
