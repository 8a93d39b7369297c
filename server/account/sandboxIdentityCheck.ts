import { randomBytes, randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Context, Effect, Layer, Redacted } from "effect"
import { exportJWK, generateKeyPair, SignJWT } from "jose"
import { isKnownRejectionReason } from "../../src/domain/account/identityCheck"
import { constantTimeEqual } from "../platform/secureRandom"
import type { IdentityCheckProviderSettings } from "./identityCheckProviderSettings"
import { sandboxCheckPage, sandboxProblemPage } from "./sandboxIdentityCheckPage"

/**
 * The sandbox identity-check provider of a non-production server (the verification page's online check, issue 7):
 * a provider of the site's identity-check protocol (./identityCheckProviderSettings.ts) on a loopback port of its
 * own, so the whole flow works offline. Its check page stands in for the document and selfie capture: the tester
 * picks approve or a reason to reject, and the sandbox signs the result with its own key (ES256, published at
 * /jwks), sends it to the site's callback as a provider does, then sends the browser back. Its checks and key live in
 * this process and are gone at restart, as a sandbox's should be.
 */
export interface SandboxIdentityCheckShape {
  readonly settings: IdentityCheckProviderSettings
}

export class SandboxIdentityCheck extends Context.Tag("oddsfold/server/SandboxIdentityCheck")<SandboxIdentityCheck, SandboxIdentityCheckShape>() {}

export const SANDBOX_CHECK_CLIENT_ID = "oddsfold-identity-sandbox"
/** A sandbox result lives this long (the protocol allows ten minutes). */
const RESULT_LIFETIME_SECONDS = 300
/** A check not finished within an hour is forgotten; at most this many are kept. */
const CHECK_LIFETIME_MS = 60 * 60 * 1000
const MAX_CHECKS = 10_000
const MAX_BODY = 8 * 1024

interface SandboxCheck {
  readonly id: string
  readonly reference: string
  readonly callbackUrl: string
  readonly returnUrl: string
  readonly createdAt: number
  /** Set once the site took a result: the check is over, later visits go back to the site. */
  done: boolean
}

const HTTP_URL = /^https?:\/\/[^\s]+$/
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CHECK_PATH = /^\/check\/([A-Za-z0-9_-]{22})$/

const readBody = async (req: IncomingMessage): Promise<string | null> => {
  let body = ""
  for await (const chunk of req) {
    body += chunk
    if (body.length > MAX_BODY) return null
  }
  return body
}

const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // The page needs its own inline style only; forms post to this origin and are redirected to the site.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    ...headers
  })
  res.end(body)
}
const html = (res: ServerResponse, status: number, body: string) => send(res, status, "text/html; charset=utf-8", body)
const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, "application/json", JSON.stringify(value))

const start = Effect.acquireRelease(
  Effect.promise(async () => {
    const apiKey = randomBytes(32).toString("base64url")
    const kid = randomBytes(8).toString("hex")
    const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true })
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), alg: "ES256", use: "sig", kid }] }
    const checks = new Map<string, SandboxCheck>()
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const forgetOld = (now: number) => {
      for (const [id, check] of checks) if (now - check.createdAt > CHECK_LIFETIME_MS) checks.delete(id)
    }

    /** POST /api/checks: the site opens a check (its API key as a bearer token). */
    const open = async (req: IncomingMessage, res: ServerResponse) => {
      const bearer = (req.headers["authorization"] ?? "").replace(/^Bearer /, "")
      if (!constantTimeEqual(bearer, apiKey)) return json(res, 401, { error: "unauthorized" })
      const body = await readBody(req)
      let request: Record<string, unknown>
      try {
        request = body === null ? {} : (JSON.parse(body) as Record<string, unknown>)
      } catch {
        return json(res, 400, { error: "the body is not JSON" })
      }
      const { callback_url: callbackUrl, reference, return_url: returnUrl } = request
      if (typeof reference !== "string" || !REFERENCE.test(reference)) return json(res, 400, { error: "reference must be a UUID" })
      if (typeof callbackUrl !== "string" || !HTTP_URL.test(callbackUrl)) return json(res, 400, { error: "callback_url must be an http(s) URL" })
      if (typeof returnUrl !== "string" || !HTTP_URL.test(returnUrl)) return json(res, 400, { error: "return_url must be an http(s) URL" })
      const now = Date.now()
      forgetOld(now)
      if (checks.size >= MAX_CHECKS) return json(res, 503, { error: "too many checks under way" })
      const id = randomBytes(16).toString("base64url")
      checks.set(id, { id, reference, callbackUrl, returnUrl, createdAt: now, done: false })
      return json(res, 201, { id, url: `${issuer}/check/${id}` })
    }

    const sign = (check: SandboxCheck, outcome: { readonly outcome: "verified" } | { readonly outcome: "rejected"; readonly reason: string }) =>
      new SignJWT({ session: check.id, ...outcome })
        .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(SANDBOX_CHECK_CLIENT_ID)
        .setSubject(check.reference)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${RESULT_LIFETIME_SECONDS}s`)
        .sign(privateKey)

    /** POST /check/:id: the tester's outcome, signed and sent to the site; then the browser goes back. */
    const decide = async (req: IncomingMessage, res: ServerResponse, check: SandboxCheck) => {
      if (check.done) return send(res, 303, "text/plain; charset=utf-8", "", { location: check.returnUrl })
      const form = new URLSearchParams((await readBody(req)) ?? "")
      const outcome = form.get("outcome")
      const reason = form.get("reason") ?? ""
      if (outcome !== "verified" && !(outcome === "rejected" && isKnownRejectionReason(reason))) {
        return html(res, 400, sandboxProblemPage("Pick approve, or reject with a reason.", null))
      }
      const result = await sign(check, outcome === "verified" ? { outcome } : { outcome, reason })
      let answer: Response
      try {
        answer = await fetch(check.callbackUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ result }),
          signal: AbortSignal.timeout(10_000)
        })
      } catch (error) {
        return html(res, 502, sandboxProblemPage(`The site could not be reached at ${check.callbackUrl}: ${error instanceof Error ? error.message : String(error)}`, check.returnUrl))
      }
      if (!answer.ok) {
        const text = (await answer.text()).slice(0, 300)
        return html(res, 502, sandboxProblemPage(`The site refused the result: ${answer.status} ${text}`, check.returnUrl))
      }
      check.done = true
      return send(res, 303, "text/plain; charset=utf-8", "", { location: check.returnUrl })
    }

    const route = async (req: IncomingMessage, res: ServerResponse) => {
      const path = (req.url ?? "").split("?")[0] ?? ""
      if (path === "/jwks" && req.method === "GET") return json(res, 200, jwks)
      if (path === "/api/checks" && req.method === "POST") return open(req, res)
      const match = CHECK_PATH.exec(path)
      const check = match === null ? undefined : checks.get(match[1]!)
      if (match === null) return json(res, 404, { error: "not found" })
      if (check === undefined) return html(res, 404, sandboxProblemPage("This sandbox check does not exist (or the server restarted since it was opened).", null))
      if (req.method === "POST") return decide(req, res, check)
      if (check.done) return send(res, 303, "text/plain; charset=utf-8", "", { location: check.returnUrl })
      return html(res, 200, sandboxCheckPage(check))
    }

    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      route(req, res).catch((error: unknown) => {
        if (res.headersSent) return void res.end()
        json(res, 500, { error: error instanceof Error ? error.message : String(error) })
      })
    })
    return { server, issuer, apiKey }
  }),
  ({ server }) =>
    Effect.promise(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        })
    )
)

/** Starts the sandbox with the server and stops it with the server's scope. */
export const SandboxIdentityCheckLive = Layer.scoped(
  SandboxIdentityCheck,
  Effect.map(start, ({ apiKey, issuer }) => ({
    settings: {
      id: "sandbox",
      name: "Sandbox identity check",
      issuer,
      apiUrl: `${issuer}/api`,
      jwksUrl: `${issuer}/jwks`,
      clientId: SANDBOX_CHECK_CLIENT_ID,
      apiKey: Redacted.make(apiKey)
    }
  }))
)
