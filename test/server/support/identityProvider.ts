import { randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { Redacted } from "effect"
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose"
import type { IdentityCheckProviderSettings } from "../../../server/account/identityCheckProviderSettings"

/**
 * An identity-check provider the test plays (the site's protocol, server/account/identityCheckProviderSettings.ts):
 * its own signing key published at /jwks, and a check-opening API that records what the site asked. The test signs
 * the results itself, so it can send what a real provider would, and what a forger or a replay would.
 */
export interface TestIdentityProvider {
  readonly settings: IdentityCheckProviderSettings
  /** What the site asked to open, in order. */
  readonly opened: Array<{ readonly reference: string; readonly callback_url: string; readonly return_url: string; readonly locale: string; readonly session: string }>
  /** Makes the check-opening API answer this status (500: the provider is down); null: answer normally. */
  failOpening: number | null
  /** A result signed with the provider's key: the usual claims for the check, overridden by `claims`. */
  readonly sign: (reference: string, claims?: JWTPayload, options?: { readonly iat?: number; readonly exp?: number; readonly key?: "provider" | "stranger" }) => Promise<string>
  readonly close: () => Promise<void>
}

export const TEST_PROVIDER_CLIENT_ID = "oddsfold-test-client"

export const startTestIdentityProvider = async (): Promise<TestIdentityProvider> => {
  const kid = "test-key-1"
  const provider = await generateKeyPair("ES256", { extractable: true })
  // Another party's key, published nowhere the site reads, under the same key id: a forger's.
  const stranger = await generateKeyPair("ES256", { extractable: true })
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(provider.publicKey)), alg: "ES256", use: "sig", kid }] })
  const apiKey = randomBytes(24).toString("base64url")
  const opened: TestIdentityProvider["opened"] = []
  const state = { failOpening: null as number | null }
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]
    if (path === "/jwks") {
      res.writeHead(200, { "content-type": "application/json" })
      return void res.end(jwks)
    }
    if (path === "/api/checks" && req.method === "POST") {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
      req.on("end", () => {
        if (req.headers["authorization"] !== `Bearer ${apiKey}`) {
          res.writeHead(401)
          return void res.end()
        }
        if (state.failOpening !== null) {
          res.writeHead(state.failOpening)
          return void res.end("down")
        }
        const request = JSON.parse(body) as { reference: string; callback_url: string; return_url: string; locale: string }
        const session = `session-${opened.length + 1}`
        opened.push({ ...request, session })
        res.writeHead(201, { "content-type": "application/json" })
        res.end(JSON.stringify({ id: session, url: `${issuer}/check/${session}` }))
      })
      return
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    settings: {
      id: "testprovider",
      name: "Test provider",
      issuer,
      apiUrl: `${issuer}/api`,
      jwksUrl: `${issuer}/jwks`,
      clientId: TEST_PROVIDER_CLIENT_ID,
      apiKey: Redacted.make(apiKey)
    },
    opened,
    get failOpening() {
      return state.failOpening
    },
    set failOpening(status: number | null) {
      state.failOpening = status
    },
    sign: async (reference, claims = {}, options = {}) => {
      const session = opened.find((o) => o.reference === reference)?.session ?? "no-session"
      const now = Math.floor(Date.now() / 1000)
      const iat = options.iat ?? now
      // The claims given win over the usual ones; one given as undefined is left out.
      return new SignJWT({
        iss: issuer,
        aud: TEST_PROVIDER_CLIENT_ID,
        sub: reference,
        jti: randomBytes(12).toString("hex"),
        iat,
        exp: options.exp ?? iat + 300,
        session,
        outcome: "verified",
        ...claims
      })
        .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
        .sign(options.key === "stranger" ? stranger.privateKey : provider.privateKey)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
