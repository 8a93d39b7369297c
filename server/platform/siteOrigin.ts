import { HttpServerRequest } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Context, Effect, Layer, Option } from "effect"
import { requestContext } from "./http/requestContext"

/**
 * Where this site is, for the links its e-mails carry: a mail is read far from the page that caused it, so its links
 * must be absolute URLs. The origin is PUBLIC_URL when the operator set it. Without it, a non-production server takes
 * the origin the request came to (the developer's own address for the site), and a production server its own listen
 * address: never a request's Host header in production, which anyone can set, and with it the host a password-reset
 * link would send its token to.
 */
export interface SiteOriginShape {
  /** A site path ("/en/user/activate?token=…") as an absolute URL of this site. */
  readonly absolute: (path: string) => Effect.Effect<string>
  /**
   * The origin every process of the site is reached at, whichever answers: PUBLIC_URL, else this server's own listen
   * address with the port the current request came in on (one process alone). Never a request's Host header.
   */
  readonly clusterOrigin: Effect.Effect<string>
  /** The same for a request met outside the Effect app (the front server's mounts): its socket's local port. */
  readonly clusterOriginAt: (localPort: number | undefined) => string
}

export class SiteOrigin extends Context.Tag("oddsfold/server/SiteOrigin")<SiteOrigin, SiteOriginShape>() {}

export interface SiteOriginOptions {
  /** PUBLIC_URL, as parsePublicUrl leaves it: an http(s) origin without a trailing slash. */
  readonly publicUrl?: string | undefined
  readonly production: boolean
  readonly host: string
  readonly port: number
}

/**
 * PUBLIC_URL as an origin ("https://oddsfold.example"), or why it is not one. The site's routes start at the root,
 * so a path, a query or a fragment is refused rather than dropped.
 */
export const parsePublicUrl = (text: string): string | { readonly problem: string } => {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { problem: "PUBLIC_URL must be an absolute URL such as https://oddsfold.example" }
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "PUBLIC_URL must be an http or https URL" }
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    return { problem: "PUBLIC_URL must be the site's origin only (no path, query, fragment or credentials)" }
  }
  return url.origin
}

/** A Host header that is a host name or address with an optional port, nothing else. */
const HOST_HEADER = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** Any local address is given as localhost, the address a developer types; a specific host as itself. */
const LOCAL_HOSTS = ["0.0.0.0", "::", "", "127.0.0.1", "::1", "localhost"]

const WILDCARD_HOSTS = ["0.0.0.0", "::", ""]

/** The address to reach a server listening on `host` from this machine (no trailing slash). */
export const urlFor = (host: string, port: number): string =>
  `http://${LOCAL_HOSTS.includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host}:${port}`

export const SiteOriginLive = (options: SiteOriginOptions): Layer.Layer<SiteOrigin> =>
  Layer.effect(
    SiteOrigin,
    Effect.gen(function* () {
      const fixed = options.publicUrl
      const fallback = urlFor(options.host, options.port)
      if (fixed === undefined && options.production) {
        yield* Effect.logWarning(`PUBLIC_URL is not set: e-mail links point at this server's own address (${options.host}); set it to the address players reach the site at`)
      }
      const currentRequest = Effect.serviceOption(HttpServerRequest.HttpServerRequest)
      /** The address this server listens on, as itself (127.0.0.1 stays 127.0.0.1); a wildcard address as localhost. */
      const listenOrigin = (port: number | undefined): string => {
        const at = port ?? options.port
        return WILDCARD_HOSTS.includes(options.host) ? urlFor("localhost", at) : options.host.includes(":") ? `http://[${options.host}]:${at}` : `http://${options.host}:${at}`
      }
      /**
       * The listen address with the port the request came in on (the configured one may be 0, "any free port"): the
       * server's own, whatever the request claims.
       */
      const ownOrigin = Effect.map(currentRequest, (request) => {
        const port = Option.isSome(request) ? NodeHttpServerRequest.toIncomingMessage(request.value).socket.localPort : undefined
        return port === undefined ? fallback : urlFor(options.host, port)
      })
      /** Off production, the origin of the request being answered, when its Host header is a plain host. */
      const requestOrigin = Effect.gen(function* () {
        const host = Option.flatMap(yield* currentRequest, (r) => Option.fromNullable(r.headers["host"]))
        if (Option.isNone(host) || !HOST_HEADER.test(host.value)) return yield* ownOrigin
        const { client } = yield* requestContext
        return `${client.https ? "https" : "http"}://${host.value}`
      })
      const origin = fixed !== undefined ? Effect.succeed(fixed) : options.production ? ownOrigin : requestOrigin
      return {
        absolute: (path) => Effect.map(origin, (base) => `${base}${path.startsWith("/") ? path : `/${path}`}`),
        clusterOrigin: fixed !== undefined ? Effect.succeed(fixed) : Effect.map(currentRequest, (request) => listenOrigin(Option.isSome(request) ? NodeHttpServerRequest.toIncomingMessage(request.value).socket.localPort : undefined)),
        clusterOriginAt: (localPort) => fixed ?? listenOrigin(localPort)
      }
    })
  )
