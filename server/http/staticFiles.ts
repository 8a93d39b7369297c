import { realpath, stat } from "node:fs/promises"
import { extname, join, sep } from "node:path"
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { isApiPath } from "../../src/domain/api/contract"
import { pathnameOf } from "./requestPath"
import { notFound } from "./fallbackResponses"

/**
 * Serves the built client (vite's dist/client) from the same process as the API:
 * - existing files with their content type; hashed files under /assets/ cached for a year, the rest revalidated;
 * - a path without a file extension is a client route (/en/casino): index.html (history fallback);
 * - a missing file with an extension is a real 404, so a broken asset link is not hidden behind index.html;
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
}

const findFile = (path: string): Effect.Effect<Option.Option<FoundFile>> =>
  Effect.tryPromise(async () => {
    const info = await stat(path)
    return info.isFile() ? Option.some({ path: await realpath(path), size: info.size }) : Option.none<FoundFile>()
  }).pipe(Effect.orElseSucceed(() => Option.none<FoundFile>()))

const sendFile = (file: FoundFile, cacheControl: string, headOnly: boolean) => {
  const contentType = CONTENT_TYPES[extname(file.path).toLowerCase()]
  const headers = { "cache-control": cacheControl, ...(contentType !== undefined ? { "content-type": contentType } : {}) }
  // HEAD never reads the body, so no file is opened: an unread file stream would hold its descriptor open.
  return headOnly
    ? Effect.succeed(HttpServerResponse.empty({ status: 200, headers: { ...headers, "content-length": String(file.size) } }))
    : HttpServerResponse.file(file.path, { headers })
}

export const serveClient = (clientDir: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const pathname = pathnameOf(request.url)
    if (isApiPath(pathname)) return notFound(pathname)

    // Resolved per request: the client may be built after the server started.
    const root = yield* Effect.tryPromise(() => realpath(clientDir)).pipe(Effect.option)
    if (Option.isNone(root)) return notBuilt(clientDir)
    const segments = safeSegments(pathname)
    if (Option.isNone(segments)) return badPath

    const headOnly = request.method === "HEAD"
    const last = segments.value[segments.value.length - 1] ?? ""
    if (extname(last) === "") {
      const index = yield* findFile(join(root.value, "index.html"))
      return Option.isSome(index) ? yield* sendFile(index.value, REVALIDATE, headOnly) : notBuilt(clientDir)
    }

    const file = yield* findFile(join(root.value, ...segments.value))
    // realpath also follows symlinks, so a link pointing outside the folder is refused like "..".
    if (Option.isNone(file) || !file.value.path.startsWith(root.value + sep)) return notFound(pathname)
    return yield* sendFile(file.value, segments.value[0] === "assets" ? IMMUTABLE : REVALIDATE, headOnly)
  }).pipe(
    // A file that vanishes between stat and read is simply not there.
    Effect.catchAll(() => Effect.succeed(HttpServerResponse.text("Not found", { status: 404 })))
  )

/** Every GET no endpoint claimed: static files and client routes (API paths answer a JSON 404). */
export const StaticFilesLive = (clientDir: string) =>
  HttpApiBuilder.Router.use((router) => router.get("*", serveClient(clientDir)))
