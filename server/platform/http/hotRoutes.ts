import { Server, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http"
import { Context, Effect, Layer } from "effect"
import { HeaderNames } from "../../../src/domain/api/shared"
import type { PlainAnswer } from "./cachedAnswer"
import { type HotWrite, type PreparedHotWrite, prepareHotWrite } from "./hotWrites"
import type { ClientInfo, ProxyTrust } from "./proxyTrust"
import { nextRequestId } from "./requestContext"
import { NON_DOCUMENT_POLICY, securityHeaders } from "./securityHeaders"
import { isPercentEncodedUtf8 } from "./urlGuard"

/**
 * Hot reads (ARCHITECTURE 6): a GET answered from memory by the node:http server itself, before the Effect app
 * (router, middleware, a fiber per request) is entered, so the read every visit starts with costs about what a
 * plain node:http answer costs. A route takes only requests it can answer as the contract would and returns
 * undefined for anything else, which then goes the usual way (and gets the contract's typed 4xx).
 */
export interface HotRequest {
  /** The path without the query (a prefix route reads its path parameter from it). */
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly client: ClientInfo
}

export interface HotRoute {
  /** The exact path, without the query; with `prefix`, every path that starts with it (a path parameter follows). */
  readonly path: string
  readonly prefix?: boolean
  /** The answer, made at once from memory, or undefined to leave the request to the Effect app. */
  readonly answer: (request: HotRequest) => PlainAnswer | undefined
}

/**
 * A node:http handler that owns every request under a path prefix ("/sandbox-id": the path itself and below), for a
 * library that speaks node:http itself (an OpenID Connect provider). It answers with its own headers and statuses.
 */
export interface Mount {
  readonly prefix: string
  readonly handle: (request: IncomingMessage, response: ServerResponse) => void
}

export interface HotRoutesShape {
  readonly add: (routes: ReadonlyArray<HotRoute>) => Effect.Effect<void>
  /** Every route added, once the areas are built: the front server's list. */
  readonly all: Effect.Effect<ReadonlyArray<HotRoute>>
  readonly addWrites: (writes: ReadonlyArray<HotWrite>) => Effect.Effect<void>
  /** Every hot write added (server/platform/http/hotWrites.ts). */
  readonly writes: Effect.Effect<ReadonlyArray<HotWrite>>
  readonly addMount: (mount: Mount) => Effect.Effect<void>
  readonly mounts: Effect.Effect<ReadonlyArray<Mount>>
}

/** The hot routes the areas add as their layers are built (hotRoutesOf), so that the platform names no area. */
export class HotRoutes extends Context.Tag("oddsfold/server/HotRoutes")<HotRoutes, HotRoutesShape>() {}

export const HotRoutesLive = Layer.sync(HotRoutes, () => {
  const routes: Array<HotRoute> = []
  const writes: Array<HotWrite> = []
  const mounts: Array<Mount> = []
  return {
    addMount: (mount) => Effect.sync(() => void mounts.push(mount)),
    mounts: Effect.sync(() => [...mounts]),
    add: (more) => Effect.sync(() => void routes.push(...more)),
    all: Effect.sync(() => [...routes]),
    addWrites: (more) => Effect.sync(() => void writes.push(...more)),
    writes: Effect.sync(() => [...writes])
  }
})

/** An area's hot routes, added to the front server's list when the area's layer is built. */
export const hotRoutesOf = <E, R>(routes: Effect.Effect<ReadonlyArray<HotRoute>, E, R>): Layer.Layer<never, E, R | HotRoutes> =>
  Layer.effectDiscard(Effect.flatMap(Effect.zip(HotRoutes, routes), ([list, more]) => list.add(more)))

/** An area's hot writes, added to the front server's list when the area's layer is built. */
export const hotWritesOf = <E, R>(writes: Effect.Effect<ReadonlyArray<HotWrite>, E, R>): Layer.Layer<never, E, R | HotRoutes> =>
  Layer.effectDiscard(Effect.flatMap(Effect.zip(HotRoutes, writes), ([list, more]) => list.addWrites(more)))

/** The headers every hot answer carries, flattened once: node writes a flat list fastest. */
const flatHeaders = (https: boolean): ReadonlyArray<string> =>
  Object.entries({ ...securityHeaders(https), "content-security-policy": NON_DOCUMENT_POLICY }).flat()
const PLAIN_HEADERS = flatHeaders(false)
const SECURE_HEADERS = flatHeaders(true)
const headersOf = (https: boolean): ReadonlyArray<string> => (https ? SECURE_HEADERS : PLAIN_HEADERS)

interface RouteTable {
  readonly exact: ReadonlyMap<string, HotRoute>
  readonly prefixed: ReadonlyArray<HotRoute>
}

const tableOf = (routes: ReadonlyArray<HotRoute>): RouteTable => ({
  exact: new Map(routes.filter((route) => route.prefix !== true).map((route) => [route.path, route])),
  prefixed: routes.filter((route) => route.prefix === true)
})

/** The hot route that takes a path, if any: for the server's render of a first route, which asks them in place. */
export const hotRouteLookup = (routes: ReadonlyArray<HotRoute>): ((path: string) => HotRoute | undefined) => {
  const table = tableOf(routes)
  return (path) => routeOf(table, path)
}

const routeOf = (table: RouteTable, path: string): HotRoute | undefined => {
  const exact = table.exact.get(path)
  if (exact !== undefined) return exact
  for (const route of table.prefixed) if (path.length > route.path.length && path.startsWith(route.path)) return route
  return undefined
}

const writeAnswer = (response: ServerResponse, client: ClientInfo, answer: PlainAnswer): void => {
  const headersOut: Array<string> = [...headersOf(client.https), HeaderNames.requestId, nextRequestId()]
  for (const name in answer.headers) headersOut.push(name, answer.headers[name]!)
  if (answer.body !== undefined) headersOut.push("content-length", String(answer.body.byteLength))
  response.writeHead(answer.status, headersOut)
  // Node sends no body for HEAD by itself.
  response.end(answer.body)
}

const answerHot = (table: RouteTable, proxyTrust: ProxyTrust, request: IncomingMessage, response: ServerResponse): boolean => {
  if (request.method !== "GET" && request.method !== "HEAD") return false
  const url = request.url ?? ""
  const queryAt = url.indexOf("?")
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const route = routeOf(table, path)
  // A GET with a body is odd enough to go the long way; an address that is not UTF-8 is refused there (urlGuard.ts).
  if (route === undefined || request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined) return false
  if (!isPercentEncodedUtf8(url)) return false
  const headers = request.headers as Readonly<Record<string, string | undefined>>
  const client = proxyTrust(request.socket.remoteAddress, headers)
  const query = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1))
  const answer = route.answer({ path, query, headers, client })
  if (answer === undefined) return false
  writeAnswer(response, client, answer)
  return true
}

const answerHotWrite = (writes: ReadonlyMap<string, PreparedHotWrite>, proxyTrust: ProxyTrust, request: IncomingMessage, response: ServerResponse): boolean => {
  const write = request.method === "POST" ? writes.get(request.url ?? "") : undefined
  return write !== undefined && write.answer(request, response, proxyTrust, headersOf)
}

const answerMounted = (mounts: ReadonlyArray<Mount>, request: IncomingMessage, response: ServerResponse): boolean => {
  if (mounts.length === 0) return false
  const url = request.url ?? ""
  const mount = mounts.find(({ prefix }) => url.startsWith(prefix) && (url.length === prefix.length || "/?".includes(url[prefix.length]!)))
  if (mount === undefined) return false
  mount.handle(request, response)
  return true
}

/**
 * A node:http server whose requests first meet the hot routes and writes, then the mounts; the Effect app gets every
 * request they leave.
 */
export const makeFrontServer = (
  routes: ReadonlyArray<HotRoute>,
  writes: ReadonlyArray<HotWrite>,
  proxyTrust: ProxyTrust,
  options: ServerOptions,
  mounts: ReadonlyArray<Mount> = []
): Server => {
  const table = tableOf(routes)
  const writesByPath = new Map(writes.map(prepareHotWrite).map((write) => [write.path, write]))
  class FrontServer extends Server {
    // EventEmitter's own signature takes any arguments.
    override emit(event: string, ...args: Array<any>): boolean {
      if (event === "request" && answerHot(table, proxyTrust, args[0] as IncomingMessage, args[1] as ServerResponse)) return true
      if (event === "request" && answerHotWrite(writesByPath, proxyTrust, args[0] as IncomingMessage, args[1] as ServerResponse)) return true
      if (event === "request" && answerMounted(mounts, args[0] as IncomingMessage, args[1] as ServerResponse)) return true
      return super.emit(event, ...args)
    }
  }
  return new FrontServer(options)
}
