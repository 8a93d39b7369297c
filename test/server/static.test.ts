import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { OpenApi } from "@effect/platform"
import { Context } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type RunningServer } from "../../server/startServer"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { rawGet } from "./support/http"

// The client folder and, beside it, a file no URL may ever reach.
const root = mkdtempSync(join(tmpdir(), "oddsfold-static-"))
const clientDir = join(root, "client")
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Oddsfold test index</title><style>body{margin:0}</style></head><body></body></html>'
const preloaded = (lang: string) =>
  INDEX.replace("<head>", `<head><link rel="preload" as="fetch" crossorigin="anonymous" href="/bff-api/config/all.json?lang=${lang}">`)
const SECRET = "secret outside the client folder"

describe("serving the built client", () => {
  let server: RunningServer

  beforeAll(async () => {
    mkdirSync(join(clientDir, "assets"), { recursive: true })
    writeFileSync(join(clientDir, "index.html"), INDEX)
    writeFileSync(join(clientDir, "assets", "app-3f2a9c1d.js"), "console.log('app')")
    writeFileSync(join(clientDir, "assets", "big-0a1b2c3d.js"), `export const words = ${JSON.stringify("oddsfold ".repeat(2000))}`)
    writeFileSync(join(clientDir, "assets", "app-3f2a9c1d.js.map"), '{"version":3}')
    writeFileSync(join(clientDir, "assets", "app-3f2a9c1d.css"), "body{}")
    writeFileSync(join(clientDir, "build-info.json"), '{"name":"Oddsfold"}')
    writeFileSync(join(clientDir, "pwa-sw.js"), "importScripts('workbox-1.js')")
    writeFileSync(join(clientDir, "workbox-1.js"), "self.workbox = {}")
    writeFileSync(join(root, "secret.txt"), SECRET)
    symlinkSync(join(root, "secret.txt"), join(clientDir, "linked.txt"))
    server = await startServer({ clientDir, log: () => {} })
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it("serves index.html for / and for client routes without an extension, revalidated each time", async () => {
    for (const path of ["/", "/en/line", "/ru/line/football/12", "/en/results?tab=slots"]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/)
      expect(response.headers.get("cache-control"), path).toBe("no-cache")
      const text = await response.text()
      // A page path carries its own head (title, description, robots, canonical, alternates); the rest is as built.
      const asBuilt = text.replace(/<title>[^<]*<\/title>(?:<meta name="(?:description|robots)"[^>]*>|<link rel="(?:canonical|alternate)"[^>]*>)*/, "<title>Oddsfold test index</title>")
      expect(asBuilt, path).toBe(preloaded(path.startsWith("/ru") ? "ru" : path === "/" ? "ru" : "en"))
      if (path !== "/") expect(text, path).toContain(`<link rel="canonical" href="${server.url}${path.split("?")[0]}">`)
    }
  })

  it("preloads the config in the language the client will ask in: path, then lng cookie, then browser, then Russian", async () => {
    const langOf = async (path: string, headers: Record<string, string> = {}) =>
      /lang=([a-z]{2})/.exec(await (await fetch(`${server.url}${path}`, { headers })).text())?.[1]
    expect(await langOf("/de/casino", { cookie: "lng=en", "accept-language": "fr" })).toBe("de")
    expect(await langOf("/", { cookie: "lng=en", "accept-language": "fr" })).toBe("en")
    expect(await langOf("/", { "accept-language": "fr-CH, de;q=0.9" })).toBe("fr")
    expect(await langOf("/", { "accept-language": "de;q=0.5, tr;q=0.9" })).toBe("tr")
    expect(await langOf("/")).toBe("ru")
  })

  it("gives the page a CSP that allows only its own scripts and its inline style by hash", async () => {
    const csp = (await fetch(`${server.url}/en/`)).headers.get("content-security-policy") ?? ""
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // sha256 of "body{margin:0}", base64.
    expect(csp).toContain("style-src 'self' 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it("compresses text files once and answers 304 to a client that has them", async () => {
    const first = await fetch(`${server.url}/assets/big-0a1b2c3d.js`, { headers: { "accept-encoding": "br" } })
    expect(first.headers.get("content-encoding")).toBe("br")
    expect(await first.text()).toContain("oddsfold oddsfold")
    const again = await fetch(`${server.url}/assets/big-0a1b2c3d.js`, { headers: { "if-none-match": first.headers.get("etag")! } })
    expect(again.status).toBe(304)
  })

  it("serves hashed assets with their content type, cached for a year as immutable", async () => {
    const js = await fetch(`${server.url}/assets/app-3f2a9c1d.js`)
    expect(js.status).toBe(200)
    expect(js.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(await js.text()).toBe("console.log('app')")
    const css = await fetch(`${server.url}/assets/app-3f2a9c1d.css`)
    expect(css.headers.get("content-type")).toMatch(/^text\/css/)
    const info = await fetch(`${server.url}/build-info.json`)
    expect(info.headers.get("content-type")).toMatch(/^application\/json/)
    expect(info.headers.get("cache-control")).toBe("no-cache")
    expect(info.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("serves the installable app: a manifest made from the site config, and a service worker allowed to fetch and import from this origin only", async () => {
    const manifest = await fetch(`${server.url}/manifest.json`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json")
    // The demo config's company and colour (server/config/demoConfig.ts), and the icon sizes of SPEC.md 9.
    const body = (await manifest.json()) as { name: string; theme_color: string; icons: Array<{ src: string; sizes: string }> }
    expect(body.name).toBe("Oddsfold")
    expect(body.theme_color).toBe("#0b3d2e")
    expect(body.icons.map((icon) => icon.src)).toEqual([72, 96, 128, 144, 152, 192, 384, 512].map((size) => `/icons/icon-${size}.png`))

    const worker = await fetch(`${server.url}/pwa-sw.js`)
    expect(worker.status).toBe(200)
    // Revalidated each time: a browser checks for a new worker on every visit, and must not be handed a stale one.
    expect(worker.headers.get("cache-control")).toBe("no-cache")
    expect(worker.headers.get("content-security-policy")).toBe("default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    // Any other script keeps the policy of a file that is not a page.
    const library = await fetch(`${server.url}/workbox-1.js`)
    expect(library.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
  })

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await fetch(`${server.url}/assets/app-3f2a9c1d.js`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(await head.text()).toBe("")
    expect((await fetch(`${server.url}/assets/nope.js`, { method: "HEAD" })).status).toBe(404)
  })

  it("answers a real 404, not index.html, for a missing file with an extension", async () => {
    for (const path of ["/assets/nope.js", "/favicon.png", "/en/missing.css"]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain("Oddsfold test index")
    }
  })

  it("answers unknown API paths with a JSON 404 rather than the client", async () => {
    for (const path of ["/bff-api/unknown", "/web-api/user/none", "/auth-api/x"]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toMatchObject({ _tag: "NotFound" })
    }
  })

  it("never serves a file outside the client folder", async () => {
    for (const path of [
      "/../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/..%5csecret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/linked.txt",
      "/%00.js"
    ]) {
      const response = await rawGet(server.url, path)
      expect(response.body, path).not.toContain(SECRET)
      expect([400, 404], `${path} -> ${response.status}`).toContain(response.status)
    }
  })

  it("describes the API at /openapi.json, with every path of the contract", async () => {
    const response = await fetch(`${server.url}/openapi.json`)
    expect(response.status).toBe(200)
    const spec = (await response.json()) as { openapi: string; info: { title: string }; paths: Record<string, unknown> }
    expect(spec.openapi).toMatch(/^3\./)
    expect(spec.info.title).toBe("Oddsfold API")
    // Groups marked OpenApi.Exclude (the dev mailbox) are served but not described.
    const described = Object.values(OddsfoldApi.groups).filter((group) => !Context.get(group.annotations, OpenApi.Exclude))
    // OpenAPI writes a path parameter as {id} where the contract writes :id.
    const contractPaths = described.flatMap((group) => Object.values(group.endpoints).map((e) => e.path.replace(/:(\w+)/g, "{$1}")))
    expect(contractPaths.length).toBeGreaterThanOrEqual(6)
    expect(Object.keys(spec.paths).sort()).toEqual([...new Set(contractPaths)].sort())
  })
})

describe("in production", () => {
  const builtDir = mkdtempSync(join(tmpdir(), "oddsfold-production-"))
  let server: RunningServer
  beforeAll(async () => {
    mkdirSync(join(builtDir, "assets"))
    writeFileSync(join(builtDir, "assets", "app-3f2a9c1d.js"), "console.log('app')")
    writeFileSync(join(builtDir, "assets", "app-3f2a9c1d.js.map"), '{"version":3}')
    server = await startServer({ clientDir: builtDir, production: true, log: () => {} })
  })
  afterAll(async () => {
    await server.close()
    rmSync(builtDir, { recursive: true, force: true })
  })

  it("serves no source map, even one the build left behind", async () => {
    expect((await fetch(`${server.url}/assets/app-3f2a9c1d.js.map`)).status).toBe(404)
    expect((await fetch(`${server.url}/assets/app-3f2a9c1d.js`)).status).toBe(200)
  })
})

describe("before the client is built", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ clientDir: join(tmpdir(), "oddsfold-no-such-client-dir"), log: () => {} })
  })
  afterAll(() => server.close())

  it("answers client routes 503 with a hint to run the build, while the API works", async () => {
    const page = await fetch(`${server.url}/en/casino`)
    expect(page.status).toBe(503)
    expect(await page.text()).toMatch(/npm run build/)
    const api = await fetch(`${server.url}/bff-api/config/all.json?lang=en`)
    expect(api.status).toBe(200)
  })
})
