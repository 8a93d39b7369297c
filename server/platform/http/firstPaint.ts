import { stat } from "node:fs/promises"
import { pathToFileURL } from "node:url"
import { SESSION_COOKIE } from "../../../src/domain/api/shared"
import { FIRST_PAINT_ENTRIES_ID, FIRST_PAINT_PARTS_ATTRIBUTE, partsAttributeValue } from "../../../src/domain/shell/firstPaint"
import { type HotRoute, hotRouteLookup } from "./hotRoutes"
import type { ClientInfo } from "./proxyTrust"

/**
 * The first paint comes from the server (ARCHITECTURE 10). The client's own composition root for it, src/firstPaint.tsx,
 * is built beside the browser's bundle (dist/first-paint/firstPaint.mjs, scripts/buildClient.mjs) and loaded from there
 * like the client's files are served: the server knows it only by the shape below, so it never imports the client.
 * The render's calls are answered by the hot routes in this process, for this visitor (address, cookies), exactly as
 * they would answer the browser; anything they do not answer gives the render up and the page boots in the browser.
 */

/** src/firstPaint.tsx's FirstPaintVisit. */
interface Visit {
  readonly url: string
  readonly cookies: Readonly<Record<string, string>>
  readonly browserLanguages: ReadonlyArray<string>
  readonly fetch: typeof globalThis.fetch
}

/** src/firstPaint.tsx's FirstPaint. */
export interface RenderedFirstPaint {
  readonly _tag: "FirstPaint"
  readonly html: string
  readonly entries: string
  readonly lang: string
  readonly title: string
  readonly noindex: boolean
  readonly parts: ReadonlyArray<string>
}

interface RendererModule {
  readonly renderFirstPaint: (visit: Visit) => Promise<RenderedFirstPaint | { readonly _tag: "NotRendered"; readonly reason: string }>
}

/** What the server knows of the page request. */
export interface PageVisit {
  /** Path and query. */
  readonly url: string
  readonly cookies: Readonly<Record<string, string>>
  readonly browserLanguages: ReadonlyArray<string>
  readonly client: ClientInfo
}

/** A signed-in player's page is personal: it is not rendered here (nor cached anywhere), the browser boots it. */
export const isGuestVisit = (cookies: Readonly<Record<string, string>>): boolean => cookies[SESSION_COOKIE] === undefined

const headerRecord = (headers: HeadersInit | undefined): Record<string, string> => {
  const record: Record<string, string> = {}
  new Headers(headers).forEach((value, name) => {
    record[name] = value
  })
  return record
}

/** A fetch answered by the hot routes for one visitor: the render's calls carry the visitor's cookies and address. */
export const hotRoutesFetch = (lookup: (path: string) => HotRoute | undefined, visit: PageVisit): typeof globalThis.fetch => {
  const cookie = Object.entries(visit.cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ")
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://first-paint.invalid")
    const method = init?.method ?? "GET"
    const route = method === "GET" ? lookup(url.pathname) : undefined
    // No accept-encoding: the answer comes uncompressed.
    const headers = { ...headerRecord(init?.headers), ...(cookie === "" ? {} : { cookie }) }
    const answer = route?.answer({ path: url.pathname, query: url.searchParams, headers, client: visit.client })
    if (answer === undefined) throw new Error(`not answered in place: ${method} ${url.pathname}`)
    const body = answer.status === 304 || answer.body === undefined ? null : new Uint8Array(answer.body)
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
}

/** The renderer as last built, loaded again when its file changes (the client may be rebuilt while the server runs). */
export const makeRendererLoader = (file: string) => {
  let loaded: { readonly version: string; readonly module: Promise<RendererModule> } | undefined
  return async (): Promise<RendererModule | undefined> => {
    const info = await stat(file).catch(() => undefined)
    if (info === undefined || !info.isFile()) return undefined
    const version = `${info.size}-${info.mtimeMs}`
    if (loaded?.version !== version) loaded = { version, module: import(`${pathToFileURL(file).href}?v=${version}`) as Promise<RendererModule> }
    return loaded.module
  }
}

/** The page as built: its #root holds the boot preloader, which the render takes the place of. */
const ROOT_AS_BUILT = /<div id="root">[\s\S]*?<\/div><\/div>/
const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;")

/**
 * index.html with the render: the page's language, title and robots rule, the views' HTML in #root, and the entries
 * as a data block at the end of the body (nothing waits for it to paint), naming the parts the browser loads before it
 * hydrates. Undefined for a page not built as expected.
 * Replacements are functions: a `$` in the page's text must stay a `$`.
 */
export const pageWithFirstPaint = (page: string, paint: RenderedFirstPaint): string | undefined => {
  // The renderer escapes its entries for the data block; a `<` there could end the element, so it is checked again.
  if (!ROOT_AS_BUILT.test(page) || paint.entries.includes("<")) return undefined
  const robots = paint.noindex ? '<meta name="robots" content="noindex">' : ""
  return page
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(paint.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(paint.title)}</title>${robots}`)
    .replace(ROOT_AS_BUILT, () => `<div id="root">${paint.html}</div>`)
    .replace(
      "</body>",
      () =>
        `<script type="application/json" id="${FIRST_PAINT_ENTRIES_ID}" ${FIRST_PAINT_PARTS_ATTRIBUTE}="${partsAttributeValue(paint.parts)}">${paint.entries}</script></body>`
    )
}

const RENDER_WAIT_MS = 3000

export type FirstPaintOutcome = { readonly _tag: "Rendered"; readonly html: string } | { readonly _tag: "NotRendered"; readonly reason: string }

/** Renders a guest's page with the renderer at `file`, its calls answered by `routes`. */
export const makeFirstPaint = (file: string, routes: () => ReadonlyArray<HotRoute>) => {
  const load = makeRendererLoader(file)
  // Loaded now, so the first page does not wait for the module's compilation.
  void load().catch(() => undefined)
  // Taken at the first page, when every area has added its routes (some layers are built after this one).
  let lookup: ((path: string) => HotRoute | undefined) | undefined
  const render = async (page: string, visit: PageVisit): Promise<FirstPaintOutcome> => {
    const renderer = await load()
    if (renderer === undefined) return { _tag: "NotRendered", reason: "no renderer built" }
    lookup ??= hotRouteLookup(routes())
    const paint = await renderer.renderFirstPaint({ url: visit.url, cookies: visit.cookies, browserLanguages: visit.browserLanguages, fetch: hotRoutesFetch(lookup, visit) })
    if (paint._tag === "NotRendered") return paint
    const html = pageWithFirstPaint(page, paint)
    return html === undefined ? { _tag: "NotRendered", reason: "index.html is not as built" } : { _tag: "Rendered", html }
  }
  // The renderer gives itself 2 s; a page is never held back longer than this, whatever hangs.
  return async (page: string, visit: PageVisit): Promise<FirstPaintOutcome> => {
    let waited: ReturnType<typeof setTimeout> | undefined
    const overdue = new Promise<FirstPaintOutcome>((resolve) => {
      waited = setTimeout(() => resolve({ _tag: "NotRendered", reason: "the renderer did not answer in time" }), RENDER_WAIT_MS)
    })
    return await Promise.race([render(page, visit), overdue]).finally(() => clearTimeout(waited))
  }
}
