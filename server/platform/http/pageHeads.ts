import { Context, Effect, Layer } from "effect"
import { headTags, type PageHead } from "../../../src/domain/content/seo"

/**
 * The head of each page's first HTML (ARCHITECTURE 10 "the page carries its SEO data"): title, description, robots,
 * canonical and language alternates, given by the areas that know the pages when their layers are built, so that the
 * platform's page serving names no area. Also whether a page path that the route table has is really there (an
 * unknown article is a 404 like an unknown path). An area answers for the paths it `claims`; the source that claims
 * no paths in particular (the content area's) answers for every other page.
 */
export interface PageHeadSource {
  readonly claims?: (pathname: string) => boolean
  readonly headOf: (pathname: string, origin: string) => Effect.Effect<PageHead | undefined>
  readonly exists: (pathname: string) => Effect.Effect<boolean>
}

export interface PageHeadsShape {
  readonly provide: (source: PageHeadSource) => Effect.Effect<void>
  readonly source: Effect.Effect<PageHeadSource | undefined>
}

export class PageHeads extends Context.Tag("oddsfold/server/PageHeads")<PageHeads, PageHeadsShape>() {}

export const PageHeadsLive = Layer.sync(PageHeads, () => {
  let fallback: PageHeadSource | undefined
  const claiming: Array<PageHeadSource> = []
  const sourceOf = (pathname: string) => claiming.find((source) => source.claims?.(pathname) === true) ?? fallback
  const combined: PageHeadSource = {
    headOf: (pathname, origin) => sourceOf(pathname)?.headOf(pathname, origin) ?? Effect.succeed(undefined),
    exists: (pathname) => sourceOf(pathname)?.exists(pathname) ?? Effect.succeed(true)
  }
  return {
    provide: (source) =>
      Effect.sync(() => {
        if (source.claims === undefined) fallback = source
        else claiming.push(source)
      }),
    source: Effect.sync(() => (fallback === undefined && claiming.length === 0 ? undefined : combined))
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
