import { readFile } from "node:fs/promises"
import { createServer, request as forward, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { extname, join, normalize } from "node:path"
import { gzipSync } from "node:zlib"

/**
 * The bench's web server, the same for our client and the peer page: built files gzipped once (level 9, as a
 * production server would precompress them), index.html for any other path (a single-page app), and the API
 * prefixes passed on to a back end. It counts the gzip bytes of the JavaScript it sends, per page load.
 */
export interface StaticServer {
  readonly url: string
  /** Gzip bytes of the .js files sent since the last call, and the number of config requests among the answers. */
  readonly takeCounts: () => { readonly jsGzipBytes: number; readonly configRequests: number }
  readonly close: () => Promise<void>
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon"
}

const API_PREFIXES = ["/bff-api/", "/web-api/", "/auth-api/"]

export interface StaticServerOptions {
  readonly dir: string
  /** Where API calls go (our client's back end); without it they are 404s (the peer makes none). */
  readonly backend?: string
  /** Rewrites index.html before it is served (e.g. adds the config preload the real server writes). */
  readonly transformHtml?: (html: string, path: string) => string
}

export const startStaticServer = async (options: StaticServerOptions): Promise<StaticServer> => {
  const gzipped = new Map<string, Buffer>()
  let jsGzipBytes = 0
  let configRequests = 0

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://bench").pathname)
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      if (path === "/bff-api/config/all.json") configRequests++
      if (options.backend === undefined) return void res.writeHead(404).end()
      const target = new URL(req.url ?? "/", options.backend)
      const upstream = forward(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      upstream.on("error", () => res.writeHead(502).end())
      return void req.pipe(upstream)
    }
    void serveFile(path).then(
      ({ body, type }) => {
        if (type.startsWith("text/javascript")) jsGzipBytes += body.length
        res.writeHead(200, { "content-type": type, "content-encoding": "gzip", "content-length": body.length, "cache-control": "no-store" })
        res.end(body)
      },
      () => res.writeHead(404).end()
    )
  })

  const serveFile = async (path: string): Promise<{ body: Buffer; type: string }> => {
    const isAsset = extname(path) !== ""
    const file = isAsset ? join(options.dir, normalize(path).replace(/^(\.\.[/\\])+/, "")) : join(options.dir, "index.html")
    const key = isAsset ? file : `${file}?${path}`
    let body = gzipped.get(key)
    if (body === undefined) {
      const raw = await readFile(file)
      const content = !isAsset && options.transformHtml !== undefined ? Buffer.from(options.transformHtml(raw.toString("utf8"), path)) : raw
      body = gzipSync(content, { level: 9 })
      gzipped.set(key, body)
    }
    return { body, type: TYPES[extname(file)] ?? "application/octet-stream" }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    takeCounts: () => {
      const counts = { jsGzipBytes, configRequests }
      jsGzipBytes = 0
      configRequests = 0
      return counts
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
