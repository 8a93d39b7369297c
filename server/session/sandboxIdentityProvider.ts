import { createHash, randomBytes } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import * as SqlClient from "@effect/sql/SqlClient"
import { Context, Effect, Layer, Redacted } from "effect"
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from "jose"
import Provider, { type Configuration } from "oidc-provider"
import { orDieQuietly } from "../platform/db/databaseFault"
import { HotRoutes } from "../platform/http/hotRoutes"
import { NON_DOCUMENT_POLICY, securityHeaders } from "../platform/http/securityHeaders"
import { loadServerSecret } from "../platform/serverSecret"
import { SiteOrigin } from "../platform/siteOrigin"
import { makeSandboxOidcAdapter } from "./sandboxOidcAdapter"
import { sandboxLoginPage, SANDBOX_IDENTITIES, sandboxClaims } from "./sandboxLoginPage"
import { isPercentEncodedUtf8 } from "../platform/http/urlGuard"

/**
 * The sandbox identity provider of a non-production server: a real OpenID Connect provider (`oidc-provider`) mounted
 * on the site itself under SANDBOX_ID_PATH, so social sign-in and the Google one-tap calls work offline. Its login
 * page lets a developer pick a made-up identity (or type one); consent is implied.
 *
 * Nothing of it lives only in one process, so a cluster behind a round-robin balancer is one provider: its issuer is
 * the site's cluster origin (PUBLIC_URL, else this server's own address) + SANDBOX_ID_PATH on every process; its
 * signing key, cookie key and client secret are made once and kept in `server_secrets`; its interactions, grants,
 * codes and tokens are rows of `sandbox_oidc_records` (sandboxOidcAdapter.ts). A sign-in started on one process is
 * finished on any other.
 */
export interface SandboxIdentityProviderShape {
  /** The issuer, as the provider names itself in its discovery document and its tokens' `iss`. */
  readonly issuer: Effect.Effect<string>
  /** The site's client for the authorization-code flow (confidential, PKCE). */
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
  /** The client the one-tap credential is issued to (Google's one-tap `clientId`): ID tokens only, no secret. */
  readonly oneTapClientId: string
  /** The public half of the signing key, which the site checks one-tap credentials with (no call to itself). */
  readonly publicKeys: JSONWebKeySet
}

export class SandboxIdentityProvider extends Context.Tag("oddsfold/server/SandboxIdentityProvider")<
  SandboxIdentityProvider,
  SandboxIdentityProviderShape
>() {}

export const SANDBOX_CLIENT_ID = "oddsfold-sandbox"
export const SANDBOX_ONE_TAP_CLIENT_ID = "oddsfold-one-tap.sandbox"
/** Where the provider is mounted on the site. */
export const SANDBOX_ID_PATH = "/sandbox-id"
const INTERACTION_PATH = `${SANDBOX_ID_PATH}/interaction/`
/** Where the sandbox sends the browser back: any port of this machine (native loopback clients, RFC 8252 7.3). */
const callbackUris = (path: string) => [`http://localhost${path}`, `http://127.0.0.1${path}`]

/** The signing key, made by whichever process needs it first; every process then signs with the same one. */
const SIGNING_KEY_SECRET = "sandbox_id_signing_key"

const loadSigningKey = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { privateKey } = yield* Effect.promise(() => generateKeyPair("RS256", { extractable: true }))
  const candidate: JWK = { ...(yield* Effect.promise(() => exportJWK(privateKey))), alg: "RS256", use: "sig", kid: randomBytes(8).toString("hex") }
  yield* orDieQuietly(sql`insert into server_secrets (name, value) values (${SIGNING_KEY_SECRET}, ${JSON.stringify(candidate)}) on conflict (name) do nothing`)
  const [row] = yield* orDieQuietly(sql<{ readonly value: string }>`select value from server_secrets where name = ${SIGNING_KEY_SECRET}`)
  return JSON.parse(String(row?.value)) as JWK
})

const publicHalf = ({ alg, e, kid, kty, n, use }: JWK): JWK => ({ alg, e, kid, kty, n, use })

const configuration = (keys: {
  readonly clientSecret: string
  readonly cookieKey: string
  readonly signingKey: JWK
  readonly adapter: Configuration["adapter"]
}): Configuration => ({
  adapter: keys.adapter,
  clients: [
    {
      client_id: SANDBOX_CLIENT_ID,
      client_secret: keys.clientSecret,
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
  jwks: { keys: [keys.signingKey] },
  cookies: { keys: [keys.cookieKey] },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // ID tokens carry the claims themselves: the site needs no userinfo call to know who came back.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  // Short lives, said out loud (the library asks for them): a sandbox sign-in is finished in minutes.
  ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 3600 },
  interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...sandboxClaims(sub) }) }),
  renderError: (ctx, out) => {
    ctx.type = "text/plain; charset=utf-8"
    ctx.body = `Sandbox identity provider: ${out["error"]}: ${out["error_description"] ?? ""}`
  }
})

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = ""
  for await (const chunk of req) {
    body += chunk
    if (body.length > 4096) break
  }
  return new URLSearchParams(body)
}

const SUBJECT = /^[a-z0-9._-]{1,64}$/

/** The login page's policy: nothing but its own inline style (by hash), framed by no one. */
const LOGIN_PAGE_POLICY = (() => {
  const style = /<style>([\s\S]*?)<\/style>/.exec(sandboxLoginPage("", ""))?.[1] ?? ""
  return `default-src 'none'; style-src 'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'; frame-ancestors 'none'; base-uri 'none'`
})()

/** The interaction pages: the identity picker (GET) and its answer (POST), which signs in and grants at once. */
const interactions = (provider: Provider) => async (req: IncomingMessage, res: ServerResponse, uid: string) => {
  const details = await provider.interactionDetails(req, res)
  if (details.uid !== uid) throw new Error("interaction mismatch")
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": LOGIN_PAGE_POLICY })
    res.end(sandboxLoginPage(`${INTERACTION_PATH}${uid}`, String(details.params["client_id"] ?? "")))
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

/** Every answer's security headers; the login page replaces the policy with its own (HSTS is the site's to send). */
const MOUNT_HEADERS = (() => {
  // No opener policy: the provider's pages are a step of a navigation that ends on the site, not a site of their own.
  const { "cross-origin-opener-policy": _opener, ...headers } = securityHeaders(false)
  return { ...headers, "content-security-policy": NON_DOCUMENT_POLICY }
})()

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/

const refuse = (res: ServerResponse, error: unknown) => {
  if (res.headersSent) return void res.end()
  res.writeHead(400, { "content-type": "text/plain; charset=utf-8" })
  res.end(`Sandbox identity provider: ${error instanceof Error ? error.message : String(error)}`)
}

/** Made with the server and mounted on its front server; its state is the database's. */
export const SandboxIdentityProviderLive = Layer.effect(
  SandboxIdentityProvider,
  Effect.gen(function* () {
    const site = yield* SiteOrigin
    const hot = yield* HotRoutes
    const clientSecret = yield* loadServerSecret("sandbox_id_client_secret")
    const cookieKey = yield* loadServerSecret("sandbox_id_cookie_key")
    const signingKey = yield* loadSigningKey
    const adapter = yield* makeSandboxOidcAdapter
    const settings = { clientSecret: Redacted.value(clientSecret), cookieKey: Redacted.value(cookieKey), signingKey, adapter }

    // One provider per issuer; a process has one issuer (PUBLIC_URL, or its own address), made at its first use.
    let made: { readonly issuer: string; readonly provider: Provider; readonly answer: (req: IncomingMessage, res: ServerResponse) => void } | undefined
    const providerFor = (issuer: string) => {
      if (made?.issuer === issuer) return made
      const provider = new Provider(issuer, configuration(settings))
      const interact = interactions(provider)
      const oidc = provider.callback()
      const answer = (req: IncomingMessage, res: ServerResponse) => {
        const path = (req.url ?? "").split("?")[0] ?? ""
        const match = INTERACTION.exec(path)
        if (match === null) return void oidc(req, res)
        interact(req, res, match[1]!).catch((error: unknown) => refuse(res, error))
      }
      made = { issuer, provider, answer }
      return made
    }
    const issuerAt = (origin: string) => `${origin}${SANDBOX_ID_PATH}`

    yield* hot.addMount({
      prefix: SANDBOX_ID_PATH,
      handle: (req, res) => {
        for (const [name, value] of Object.entries(MOUNT_HEADERS)) res.setHeader(name, value)
        // The provider sees the path below its mount, and the whole one as the original (its links keep the mount).
        const url = req.url ?? ""
        // What the site's own routes refuse (a control character, or bytes that are not UTF-8) is refused here too,
        // before the provider, which answers it as its own server error.
        if (!isPercentEncodedUtf8(url) || /%[01][0-9a-f]|%7f/i.test(url)) return refuse(res, new Error("a request address with a control character or bytes that are not UTF-8"))
        Object.assign(req, { originalUrl: url, url: url.slice(SANDBOX_ID_PATH.length) || "/" })
        try {
          providerFor(issuerAt(site.clusterOriginAt(req.socket.localPort))).answer(req, res)
        } catch (error) {
          refuse(res, error)
        }
      }
    })

    return {
      issuer: Effect.map(site.clusterOrigin, issuerAt),
      clientId: SANDBOX_CLIENT_ID,
      clientSecret,
      oneTapClientId: SANDBOX_ONE_TAP_CLIENT_ID,
      publicKeys: { keys: [publicHalf(signingKey)] }
    }
  })
)

export { SANDBOX_IDENTITIES }
