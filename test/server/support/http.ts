import { request as httpRequest } from "node:http"
import { SESSION_COOKIE } from "../../../src/domain/api/contract"

/** The session cookie value from a response's Set-Cookie, if it set one. */
export const sessionCookieOf = (response: Response): string | undefined => {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";")
    const [name, value] = (pair ?? "").split("=")
    if (name?.trim() === SESSION_COOKIE && value !== undefined) return value
  }
  return undefined
}

/** Every attribute of the session cookie's Set-Cookie, lower-cased names: { "max-age": "1800", httponly: "", ... }. */
export const sessionCookieAttributes = (response: Response): Record<string, string> | undefined => {
  const header = response.headers.getSetCookie().find((h) => h.trim().startsWith(`${SESSION_COOKIE}=`))
  if (header === undefined) return undefined
  const attributes: Record<string, string> = {}
  for (const part of header.split(";").slice(1)) {
    const [name, ...value] = part.split("=")
    attributes[(name ?? "").trim().toLowerCase()] = value.join("=").trim()
  }
  return attributes
}

/** GET /web-api/session without a cookie: a brand-new session's cookie value. */
export const newSession = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/web-api/session`)
  const cookie = sessionCookieOf(response)
  if (response.status !== 200 || cookie === undefined) throw new Error(`no session: ${response.status}`)
  return cookie
}

export const cookieHeader = (value: string) => ({ cookie: `${SESSION_COOKIE}=${value}` })

/** The JSON payload of a JWT-shaped token. */
export const tokenPayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>

/**
 * A request with the path sent byte for byte. fetch() normalises "/../" away before sending, so path traversal
 * attempts need the raw path.
 */
export const rawGet = (baseUrl: string, path: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl)
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })

/**
 * What GET gettoken says of a session cookie: "live" when it hands out a token, "none" when the cookie speaks for no
 * live session (token null), otherwise the error status it answered.
 */
export const sessionStateOf = async (baseUrl: string, cookie: string): Promise<"live" | "none" | number> => {
  const response = await fetch(`${baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: cookieHeader(cookie) })
  if (response.status !== 200) return response.status
  const { data } = (await response.json()) as { data: { token: string | null } }
  return data.token === null ? "none" : "live"
}

/** A JSON call's answer: the status, the body parsed (undefined when empty) and as text. */
export interface JsonAnswer {
  readonly status: number
  readonly body: any
  readonly text: string
}

/**
 * JSON calls to a server as the browser makes them, with a player's session cookie (none: no session) and any other
 * headers; a string body is sent as it is (to send what is not JSON), anything else as JSON. The server's URL is read
 * at each call (a test server's is known once it has started).
 */
export const jsonCallsTo =
  (server: { readonly url: string }) =>
  async (method: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text), text }
  }
