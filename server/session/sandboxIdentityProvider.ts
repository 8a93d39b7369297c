import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Context, Effect, Layer, Redacted } from "effect"
import { exportJWK, generateKeyPair } from "jose"
import Provider, { type Configuration } from "oidc-provider"
import { sandboxLoginPage, SANDBOX_IDENTITIES, sandboxClaims } from "./sandboxLoginPage"

/**
 * The sandbox identity provider of a non-production server (issue 7): a real OpenID Connect provider
 * (`oidc-provider`) on a loopback port of its own, so social sign-in and the Google one-tap calls work offline.
 * Its login page lets a developer pick a made-up identity (or type one); consent is implied. Everything it keeps
 * (keys, grants, codes) lives in this process and is gone at restart, as a sandbox's should be.
 */
export interface SandboxIdentityProviderShape {
  readonly issuer: string
  /** The site's client for the authorization-code flow (confidential, PKCE). */
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
  /** The client the one-tap credential is issued to (Google's one-tap `clientId`): ID tokens only, no secret. */
  readonly oneTapClientId: string
}

export class SandboxIdentityProvider extends Context.Tag("oddsfold/server/SandboxIdentityProvider")<
  SandboxIdentityProvider,
  SandboxIdentityProviderShape
>() {}

export const SANDBOX_CLIENT_ID = "oddsfold-sandbox"
export const SANDBOX_ONE_TAP_CLIENT_ID = "oddsfold-one-tap.sandbox"
/** Where the sandbox sends the browser back: any port of this machine (native loopback clients, RFC 8252 7.3). */
const callbackUris = (path: string) => [`http://localhost${path}`, `http://127.0.0.1${path}`]

const configuration = async (clientSecret: string): Promise<Configuration> => {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  return {
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: clientSecret,
        application_type: "native",
        redirect_uris: callbackUris("/social-api/oauth/sandbox/callback"),
        grant_types: ["authorization_code"],
        response_types: ["code"]
      },
      {
        client_id: SANDBOX_ONE_TAP_CLIENT_ID,
        application_type: "native",
        token_endpoint_auth_method: "none",
        // The test browser's stand-in, and the page the site's one-tap popup comes back to (ONE_TAP_SANDBOX_PAGE).
        redirect_uris: [...callbackUris("/social-api/oauth/google-one-tap/sandbox"), ...callbackUris("/one-tap-sandbox.html")],
        grant_types: ["implicit"],
        response_types: ["id_token"]
      }
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: randomBytes(8).toString("hex") }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // ID tokens carry the claims themselves: the site needs no userinfo call to know who came back.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Short lives, said out loud (the library asks for them): a sandbox sign-in is finished in minutes.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...sandboxClaims(sub) }) }),
    renderError: (ctx, out) => {
      ctx.type = "text/plain; charset=utf-8"
      ctx.body = `Sandbox identity provider: ${out["error"]}: ${out["error_description"] ?? ""}`
    }
  }
}

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = ""
  for await (const chunk of req) {
    body += chunk
    if (body.length > 4096) break
  }
  return new URLSearchParams(body)
}

const SUBJECT = /^[a-z0-9._-]{1,64}$/

/** The interaction pages: the identity picker (GET) and its answer (POST), which signs in and grants at once. */
const interactions = (provider: Provider) => async (req: IncomingMessage, res: ServerResponse, uid: string) => {
  const details = await provider.interactionDetails(req, res)
  if (details.uid !== uid) throw new Error("interaction mismatch")
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    res.end(sandboxLoginPage(uid, String(details.params["client_id"] ?? "")))
    return
  }
  const form = await readForm(req)
  if (form.get("action") === "abort") {
    await provider.interactionFinished(req, res, { error: "access_denied", error_description: "the developer cancelled" }, { mergeWithLastSubmission: false })
    return
  }
  const subject = (form.get("subject") ?? "").trim().toLowerCase()
  if (!SUBJECT.test(subject)) {
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8" })
    res.end("A sandbox identity is 1 to 64 of a-z, 0-9, '.', '_' and '-'. Go back and try again.")
    return
  }
  const grant = new provider.Grant({ accountId: subject, clientId: String(details.params["client_id"]) })
  grant.addOIDCScope(String(details.params["scope"] ?? "openid"))
  const grantId = await grant.save()
  await provider.interactionFinished(req, res, { login: { accountId: subject }, consent: { grantId } }, { mergeWithLastSubmission: false })
}

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/

const start = Effect.acquireRelease(
  Effect.promise(async () => {
    const clientSecret = randomBytes(32).toString("base64url")
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const provider = new Provider(issuer, await configuration(clientSecret))
    const interact = interactions(provider)
    const oidc = provider.callback()
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      const match = INTERACTION.exec((req.url ?? "").split("?")[0] ?? "")
      if (match === null) return void oidc(req, res)
      interact(req, res, match[1]!).catch((error: unknown) => {
        if (res.headersSent) return void res.end()
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" })
        res.end(`Sandbox identity provider: ${error instanceof Error ? error.message : String(error)}`)
      })
    })
    return { server, issuer, clientSecret }
  }),
  ({ server }) => Effect.promise(() => new Promise<void>((resolve) => server.close(() => resolve())))
)

/** Starts the sandbox with the server and stops it with the server's scope. */
export const SandboxIdentityProviderLive = Layer.scoped(
  SandboxIdentityProvider,
  Effect.map(start, ({ clientSecret, issuer }) => ({
    issuer,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: Redacted.make(clientSecret),
    oneTapClientId: SANDBOX_ONE_TAP_CLIENT_ID
  }))
)

export { SANDBOX_IDENTITIES }
