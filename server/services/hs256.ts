import { createHmac } from "node:crypto"
import { constantTimeEqual } from "./secureRandom"

/**
 * JWT-shaped tokens signed with HMAC-SHA256: base64url(header).base64url(payload).base64url(signature).
 * The client only reads `exp` (src/domain/session/token.ts); only the server can check the signature.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")

const signature = (signingInput: string, key: string): string =>
  createHmac("sha256", key).update(signingInput).digest("base64url")

export const signHs256 = (payload: object, key: string): string => {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url")
  return `${HEADER}.${body}.${signature(`${HEADER}.${body}`, key)}`
}

const BASE64URL = /^[A-Za-z0-9_-]+$/

/**
 * The payload (parsed JSON) when the token is well formed, says HS256 and carries our signature; otherwise
 * undefined. Anything but HS256 is refused, so a token claiming `alg: none` is never accepted.
 */
export const verifyHs256 = (token: string, key: string): unknown => {
  const parts = token.split(".")
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined
  const [header, body, sig] = parts as [string, string, string]
  if (!constantTimeEqual(sig, signature(`${header}.${body}`, key))) return undefined
  try {
    const decodedHeader: unknown = JSON.parse(Buffer.from(header, "base64url").toString("utf8"))
    if (typeof decodedHeader !== "object" || decodedHeader === null || !("alg" in decodedHeader) || decodedHeader.alg !== "HS256") {
      return undefined
    }
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown
  } catch {
    return undefined
  }
}
