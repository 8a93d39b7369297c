import { createHash } from "node:crypto"
import { readFile, realpath, stat } from "node:fs/promises"
import { extname, join, sep } from "node:path"
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { isApiPath } from "../../../src/domain/api/shared"
import { splitLanguageSegment } from "../../../src/domain/shell/languageRoute"
import { SERVICE_WORKER_PATH } from "../../../src/domain/shell/pwa"
import { pageOf } from "../../../src/domain/shell/routes"
import { answerCached, toServerResponse } from "./cachedAnswer"
import { CachedBody, isCompressible } from "./compression"
import { notFound } from "./fallbackResponses"
import { isGuestVisit, makeFirstPaint } from "./firstPaint"
import { HotRoutes } from "./hotRoutes"
import { acceptedLanguages, pageWithPreload, preloadLanguage } from "./indexPage"
import { requestContext } from "./requestContext"
import { pathnameOf } from "./requestPath"
import { type PageHeadSource, PageHeads, pageWithHead } from "./pageHeads"
import { type PageRedirectsShape, PageRedirects } from "./pageRedirects"
import { documentPolicy, SERVICE_WORKER_POLICY } from "./securityHeaders"
import { SiteOrigin, type SiteOriginShape } from "../siteOrigin"

/**
 * Serves the built client (vite's dist/client) from the same process as the API:
 * - existing files with their content type; hashed files under /assets/ cached for a year as immutable, the rest
 *   revalidated (ETag, 304); text files compressed once and kept in memory;
 * - a page path that moved (PageRedirects: a legacy landing, the other name of a page) is a real redirect;
 * - a path without a file extension is a client route (/en/casino): index.html (history fallback), with the
 *   page's own Content-Security-Policy; a guest's page of the route table rendered with its data by the client's
 *   renderer (firstPaint.ts), any other with a preload of the config it will ask for (indexPage.ts); with status 404
 *   when no page of the route table (src/domain/shell/routes.ts) has that path, so the client shows its not-found
 *   screen and a crawler or a link checker sees a real 404. A path without a language segment is left to the client's
 *   redirect (200);
 * - a missing file with an extension is a real 404, so a broken asset link is not hidden behind index.html;
 * - in production no source map, whatever the build left in the folder;
 * - nothing outside the client folder, whatever the path says.
 */

/** Vite puts content-hashed bundles here: a changed file gets a new name, so the old one can be cached forever. */
const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "no-cache"

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".wasm": "application/wasm"
}

export interface StaticFilesOptions {
  readonly clientDir: string
  /** Production: source maps are never served. */
  readonly production: boolean
  /** The client's renderer of first routes (dist/first-paint/firstPaint.mjs); pages boot in the browser while it is not built. */
  readonly firstPaintRenderer?: string
}

const notBuilt = (clientDir: string) =>
  HttpServerResponse.text(`The client is not built (no ${clientDir}). Run \`npm run build\`, then reload.`, { status: 503 })

const badPath = HttpServerResponse.text("Bad path", { status: 400 })

/** The request path as a list of decoded segments, or None when it cannot be a file of ours. */
const safeSegments = (pathname: string): Option.Option<ReadonlyArray<string>> => {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return Option.none()
  }
  const segments = decoded.split("/").filter((segment) => segment !== "" && segment !== ".")
  // "..", backslashes (Windows separators) and NUL bytes have no business in a URL to a static file.
  return segments.some((segment) => segment === ".." || segment.includes("\\") || segment.includes("\0"))
    ? Option.none()
    : Option.some(segments)
}

interface FoundFile {
  /** With symlinks resolved. */
  readonly path: string
  readonly size: number
  readonly mtimeMs: number
}

const findFile = (path: string): Effect.Effect<Option.Option<FoundFile>> =>
  Effect.tryPromise(async () => {
    const info = await stat(path)
    return info.isFile() ? Option.some({ path: await realpath(path), size: info.size, mtimeMs: info.mtimeMs }) : Option.none<FoundFile>()
  }).pipe(Effect.orElseSucceed(() => Option.none<FoundFile>()))

const contentTypeOf = (path: string): string | undefined => CONTENT_TYPES[extname(path).toLowerCase()]

/** Text files read once per version (path, size, mtime) and kept with their compressed copies. */
const makeTextCache = () => {
  const kept = new Map<string, { readonly version: string; readonly body: CachedBody }>()
  return (file: FoundFile, contentType: string): Effect.Effect<CachedBody, unknown> => {
    const version = `${file.size}-${file.mtimeMs}`
    const hit = kept.get(file.path)
    if (hit !== undefined && hit.version === version) return Effect.succeed(hit.body)
    return Effect.tryPromise(() => readFile(file.path)).pipe(
      Effect.map((bytes) => {
        const body = new CachedBody(bytes, contentType, `W/"${createHash("sha1").update(bytes).digest("base64url")}"`)
        kept.set(file.path, { version, body })
        return body
      })
    )
  }
}

const RENDERED_PAGE = "private, no-cache"

/** Where the page heads come from (PageHeads) and the site's origin their addresses are on. */
export interface PageHeadOptions {
  readonly source: Effect.Effect<PageHeadSource | undefined>
  readonly origin: SiteOriginShape
}

export const serveClient = (options: StaticFilesOptions, firstPaint?: ReturnType<typeof makeFirstPaint>, heads?: PageHeadOptions, redirects?: PageRedirectsShape) => {
  const textFile = makeTextCache()
  /** index.html per version, and its answer per preloaded language (a few: two-letter codes only). */
  const pages = new Map<string, { readonly version: string; readonly html: string; readonly policy: string; readonly answers: Map<string, { readonly body: CachedBody; readonly policy: string }> }>()

  const sendFile = (request: HttpServerRequest.HttpServerRequest, file: FoundFile, cacheControl: string) =>
    Effect.gen(function* () {
      const contentType = contentTypeOf(file.path)
      if (contentType !== undefined && isCompressible(contentType)) {
        const body = yield* textFile(file, contentType)
        return toServerResponse(
          answerCached(body, { ifNoneMatch: request.headers["if-none-match"], acceptEncoding: request.headers["accept-encoding"] }, cacheControl)
        )
      }
      const headers = { "cache-control": cacheControl, ...(contentType !== undefined ? { "content-type": contentType } : {}) }
      // HEAD never reads the body, so no file is opened: an unread file stream would hold its descriptor open.
      return request.method === "HEAD"
        ? HttpServerResponse.empty({ status: 200, headers: { ...headers, "content-length": String(file.size) } })
        : yield* HttpServerResponse.file(file.path, { headers })
    })

  /** A page path the client has a page for, or one it redirects (no language segment yet). */
  const isPage = (pathname: string): boolean =>
    splitLanguageSegment(pathname).segment === undefined || pageOf(pathname, { devTools: !options.production }) !== undefined

  /** The page's head from the area that knows it, and whether the page is really there. */
  const headOf = (pathname: string, found: boolean) =>
    Effect.gen(function* () {
      const source = heads === undefined ? undefined : yield* heads.source
      if (source === undefined || heads === undefined || !found) return { found, head: undefined }
      if (!(yield* source.exists(pathname))) return { found: false, head: undefined }
      const origin = (yield* heads.origin.absolute("/")).replace(/\/$/, "")
      return { found, head: yield* source.headOf(pathname, origin) }
    })

  const sendPage = (request: HttpServerRequest.HttpServerRequest, file: FoundFile, isFound: boolean) =>
    Effect.gen(function* () {
      const { found, head } = yield* headOf(pathnameOf(request.url), isFound)
      const version = `${file.size}-${file.mtimeMs}`
      let page = pages.get(file.path)
      if (page === undefined || page.version !== version) {
        const html = yield* Effect.tryPromise(() => readFile(file.path, "utf8"))
        page = { version, html, policy: documentPolicy(html), answers: new Map() }
        pages.set(file.path, page)
      }
      // `x-first-paint: off` asks for the browser's own boot (a test that plays the server's answers to it); any
      // visitor may ask, and gets only the page as built.
      if (found && firstPaint !== undefined && request.method === "GET" && isGuestVisit(request.cookies) && request.headers["x-first-paint"] !== "off") {
        const { client } = yield* requestContext
        const { html: template, policy } = page
        const visit = { url: request.url, cookies: request.cookies, browserLanguages: acceptedLanguages(request.headers["accept-language"]), client }
        const outcome = yield* Effect.tryPromise(() => firstPaint(template, visit)).pipe(Effect.orElseSucceed(() => undefined))
        // The policy of the page as built: the render adds only a data block, which no policy needs to allow.
        if (outcome?._tag === "Rendered")
          return HttpServerResponse.text(head === undefined ? outcome.html : pageWithHead(outcome.html, head), {
            contentType: "text/html; charset=utf-8",
            headers: { "cache-control": RENDERED_PAGE, "content-security-policy": policy }
          })
      }
      const lang = preloadLanguage(request)
      let prepared = page.answers.get(lang)
      if (prepared === undefined) {
        const html = pageWithPreload(page.html, lang)
        const body = new CachedBody(Buffer.from(html), "text/html; charset=utf-8", `W/"${createHash("sha1").update(html).digest("base64url")}"`)
        prepared = { body, policy: documentPolicy(html) }
        page.answers.set(lang, prepared)
      }
      // A page with its own head is answered per path (the head differs, the policy does not: it adds no inline block).
      const body =
        head === undefined
          ? prepared.body
          : (() => {
              const html = pageWithHead(Buffer.from(prepared.body.bytes).toString("utf8"), head)
              return new CachedBody(Buffer.from(html), "text/html; charset=utf-8", `W/"${createHash("sha1").update(html).digest("base64url")}"`)
            })()
      // The not-found page is never revalidated to a 304: its status is the answer.
      const answer = toServerResponse(
        answerCached(body, { ifNoneMatch: found ? request.headers["if-none-match"] : undefined, acceptEncoding: request.headers["accept-encoding"] }, REVALIDATE)
      )
      const sent = HttpServerResponse.setHeader(answer, "content-security-policy", prepared.policy)
      return found ? sent : HttpServerResponse.setStatus(sent, 404)
    })

  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const pathname = pathnameOf(request.url)
    if (isApiPath(pathname)) return notFound(pathname)

    // Resolved per request: the client may be built after the server started.
    const root = yield* Effect.tryPromise(() => realpath(options.clientDir)).pipe(Effect.option)
    if (Option.isNone(root)) return notBuilt(options.clientDir)
    const segments = safeSegments(pathname)
    if (Option.isNone(segments)) return badPath

    const last = segments.value[segments.value.length - 1] ?? ""
    if (extname(last) === "") {
      const moved = redirects === undefined ? undefined : yield* redirects.redirectOf(pathname, new URL(request.url, "http://x").search)
      if (moved !== undefined) return HttpServerResponse.empty({ status: moved.status, headers: { location: moved.location, "cache-control": moved.status === 301 ? "public, max-age=3600" : "no-store" } })
      const index = yield* findFile(join(root.value, "index.html"))
      return Option.isSome(index) ? yield* sendPage(request, index.value, isPage(pathname)) : notBuilt(options.clientDir)
    }
    if (options.production && extname(last).toLowerCase() === ".map") return notFound(pathname)

    const file = yield* findFile(join(root.value, ...segments.value))
    // realpath also follows symlinks, so a link pointing outside the folder is refused like "..".
    if (Option.isNone(file) || !file.value.path.startsWith(root.value + sep)) return notFound(pathname)
    const sent = yield* sendFile(request, file.value, segments.value[0] === "assets" ? IMMUTABLE : REVALIDATE)
    return pathname === SERVICE_WORKER_PATH ? HttpServerResponse.setHeader(sent, "content-security-policy", SERVICE_WORKER_POLICY) : sent
  }).pipe(
    // A file that vanishes between stat and read is simply not there.
    Effect.catchAll(() => Effect.succeed(HttpServerResponse.text("Not found", { status: 404 })))
  )
}

/** Every GET no endpoint claimed: static files and client routes (API paths answer a JSON 404). */
export const StaticFilesLive = (options: StaticFilesOptions) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const hot = yield* HotRoutes
      const heads = yield* PageHeads
      const redirects = yield* PageRedirects
      const origin = yield* SiteOrigin
      const firstPaint = options.firstPaintRenderer === undefined ? undefined : makeFirstPaint(options.firstPaintRenderer, () => Effect.runSync(hot.all))
      yield* router.get("*", serveClient(options, firstPaint, { source: heads.source, origin }, redirects))
    })
  )
