/**
 * SPEC.md 4: a token is valid only if it exists, has an expiry, and the expiry is in the future.
 * Tokens are JWT-shaped (header.payload.signature, base64url); only the server can check the signature,
 * the client reads `exp` to know when to fetch a new one.
 */
export const tokenExpiry = (token: string | undefined | null): number | undefined => {
  if (!token) return undefined
  const payload = token.split(".")[1]
  if (!payload) return undefined
  try {
    const json: unknown = JSON.parse(base64UrlDecode(payload))
    if (typeof json === "object" && json !== null && "exp" in json && typeof json.exp === "number" && Number.isFinite(json.exp)) {
      return json.exp
    }
  } catch {
    // not a token we can read: treated as no token
  }
  return undefined
}

export const isTokenValid = (token: string | undefined | null, nowSeconds: number): boolean => {
  const exp = tokenExpiry(token)
  return exp !== undefined && exp > nowSeconds
}

const base64UrlDecode = (s: string): string => {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4)
  const binary = atob(b64)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The session token cookie lives 1800 s (SPEC.md 9); a cached token is reused for 60 s (SPEC.md 7). */
export const SESSION_TOKEN_LIFETIME_SECONDS = 1800
export const TOKEN_CACHE_SECONDS = 60
