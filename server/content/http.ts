import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SiteOrigin } from "../platform/siteOrigin"
import { ContentService } from "./service"

/** The remote views and the article lists, for everyone. */
export const ContentHttpLive = HttpApiBuilder.group(OddsfoldApi, "content", (handlers) =>
  Effect.map(ContentService, (content) =>
    handlers
      .handle("view", ({ urlParams }) => content.view(urlParams.path))
      .handle("articles", ({ urlParams }) => Effect.map(content.articles(urlParams.kind, urlParams.lng), (articles) => ({ articles })))
  )
)

/** The operator's publishing, behind the operator token. */
export const OperatorContentHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorContent", (handlers) =>
    Effect.map(ContentService, (content) =>
      handlers.handle("publishPage", ({ payload }) => content.publishPage(payload)).handle("publishArticle", ({ payload }) => content.publishArticle(payload))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))

/**
 * /robots.txt and /sitemap.xml: every page may be crawled but the personal ones (whose first HTML says noindex
 * anyway) and the API; the sitemap lists the main sections, every stored page and every article, in each language.
 */
export const CrawlerFilesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const content = yield* ContentService
    const origin = yield* SiteOrigin
    const base = Effect.map(origin.absolute("/"), (url) => url.replace(/\/$/, ""))
    yield* router.get(
      "/robots.txt",
      Effect.map(base, (site) =>
        HttpServerResponse.text(
          ["User-agent: *", "Disallow: /web-api/", "Disallow: /bff-api/", "Disallow: /auth-api/", "Allow: /", "", `Sitemap: ${site}/sitemap.xml`, ""].join("\n"),
          { headers: { "cache-control": "public, max-age=3600" } }
        )
      )
    )
    yield* router.get(
      "/sitemap.xml",
      Effect.flatMap(base, (site) =>
        Effect.map(content.sitemap(site), (xml) => HttpServerResponse.text(xml, { contentType: "application/xml; charset=utf-8", headers: { "cache-control": "public, max-age=600" } }))
      )
    )
  })
)
