import { Context, Effect, Layer } from "effect"

/**
 * Page paths that moved: an area tells the platform's page serving where a full page load of one of its paths goes
 * instead (a legacy landing, the other name of a page), so that the browser gets a real HTTP redirect before any page
 * is rendered, while the platform names no area. The client's route table sends a click inside the app to the same
 * place from the same pure rules.
 */
export interface PageRedirect {
  readonly status: 301 | 302
  readonly location: string
}

/** Where a page path (with its query, "" or starting with "?") goes instead; undefined: it is served where it is. */
export type PageRedirectSource = (pathname: string, search: string) => Effect.Effect<PageRedirect | undefined>

export interface PageRedirectsShape {
  readonly provide: (source: PageRedirectSource) => Effect.Effect<void>
  readonly redirectOf: (pathname: string, search: string) => Effect.Effect<PageRedirect | undefined>
}

export class PageRedirects extends Context.Tag("oddsfold/server/PageRedirects")<PageRedirects, PageRedirectsShape>() {}

export const PageRedirectsLive = Layer.sync(PageRedirects, () => {
  const sources: Array<PageRedirectSource> = []
  return {
    provide: (source) => Effect.sync(() => void sources.push(source)),
    redirectOf: (pathname, search) =>
      Effect.gen(function* () {
        for (const source of sources) {
          const found = yield* source(pathname, search)
          if (found !== undefined) return found
        }
        return undefined
      })
  }
})

/** An area's redirects, given to the platform when the area's layer is built. */
export const pageRedirectsOf = <E, R>(source: Effect.Effect<PageRedirectSource, E, R>): Layer.Layer<never, E, R | PageRedirects> =>
  Layer.effectDiscard(Effect.flatMap(Effect.zip(PageRedirects, source), ([redirects, given]) => redirects.provide(given)))
