import { Context, Effect, Layer } from "effect"
import { headTags, type PageHead } from "../../../src/domain/content/seo"

/**
 * The head of each page's first HTML (ARCHITECTURE 10 "the page carries its SEO data"): title, description, robots,
 * canonical and language alternates, given by the area that knows the pages (the content area) when its layer is
 * built, so that the platform's page serving names no area. Also whether a page path that the route table has is
 * really there (an unknown article is a 404 like an unknown path).
 */
export interface PageHeadSource {
  readonly headOf: (pathname: string, origin: string) => Effect.Effect<PageHead | undefined>
  readonly exists: (pathname: string) => Effect.Effect<boolean>
}

export interface PageHeadsShape {
  readonly provide: (source: PageHeadSource) => Effect.Effect<void>
  readonly source: Effect.Effect<PageHeadSource | undefined>
}

export class PageHeads extends Context.Tag("oddsfold/server/PageHeads")<PageHeads, PageHeadsShape>() {}

export const PageHeadsLive = Layer.sync(PageHeads, () => {
  let current: PageHeadSource | undefined
  return {
    provide: (source) => Effect.sync(() => void (current = source)),
    source: Effect.sync(() => current)
  }
})

/** An area's page heads, given to the platform when the area's layer is built. */
export const pageHeadsOf = <E, R>(source: Effect.Effect<PageHeadSource, E, R>): Layer.Layer<never, E, R | PageHeads> =>
  Layer.effectDiscard(Effect.flatMap(Effect.zip(PageHeads, source), ([heads, given]) => heads.provide(given)))

/**
 * The page with its head: the title replaced, the page's built description and any robots rule replaced by the
 * head's tags. Replacements are functions: a `$` in a title must stay a `$`.
 */
export const pageWithHead = (page: string, head: PageHead): string => {
  const tags = headTags(head)
  return page
    .replace(/<meta name="description"[^>]*>/g, "")
    .replace(/<meta name="robots"[^>]*>/g, "")
    .replace(/<title>[^<]*<\/title>/, () => `${tags.title}${tags.meta}`)
}
