import { Effect, Layer, Option } from "effect"
import { pageHeadsOf } from "../platform/http/pageHeads"
import { withSettings } from "../platform/settings"
import { ContentHttpLive, CrawlerFilesLive, OperatorContentHttpLive } from "./http"
import { ContentService, ContentServiceLive } from "./service"

/**
 * The content area: information pages, rules, news and blog as remote views from the operator's Markdown (migration
 * 064, default texts written at start), the operator's publishing behind the operator token, every page's SEO head
 * for the platform's page serving, robots.txt and sitemap.xml.
 */
export const ContentLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(
    ContentHttpLive,
    OperatorContentHttpLive(Option.fromNullable(operatorToken)),
    CrawlerFilesLive,
    pageHeadsOf(Effect.map(ContentService, (content) => ({ headOf: content.headOf, exists: content.exists })))
  ).pipe(Layer.provideMerge(ContentServiceLive))
)
