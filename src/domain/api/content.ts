import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ARTICLE_SLUG } from "../content/pages"
import { MultilineText, PlayerText, TrimmedPlayerText } from "../playerText"
import { OperatorAccess } from "./operator"

/**
 * The content area (SPEC.md 2.6 information pages, 2.8 blog and news, 7 remote views): the back end writes these
 * screens as remote views in JSON render mode, from Markdown an operator published, sanitized into HTML on the
 * server. The view is asked for by the page's own path; the call says it wants JSON (x-render-mode: json) of API
 * version v2, as SPEC.md 7 names them. Code to evaluate is never sent by this server (the client would only log it).
 */

export const CONTENT_BASE = "/web-api/content"
/** The remote views' URL: the current path follows as `path`. */
export const VIEW_URL = `${CONTENT_BASE}/view`

export const ViewHeaderNames = { renderMode: "x-render-mode", apiVersion: "x-api-version", forceSpa: "x-force-spa" } as const

export const ViewHeaders = Schema.Struct({
  [ViewHeaderNames.renderMode]: Schema.Literal("json"),
  [ViewHeaderNames.apiVersion]: Schema.Literal("v2"),
  [ViewHeaderNames.forceSpa]: Schema.optional(Schema.Literal("1", "true"))
})

/** A page path: a slash, then at most 200 characters, no control characters. */
const PagePath = PlayerText(200).pipe(Schema.pattern(/^\/[a-z]{2}(?:\/[^\s?#]*)?$/, { message: () => "a page path such as /en/about" }))

/** SPEC.md 7: the view's answer. */
export const RemoteView = Schema.Struct({
  appName: Schema.String,
  title: Schema.String,
  /** Sanitized HTML. */
  body: Schema.String,
  /** CSS text of the view. */
  style: Schema.String,
  cssToLoad: Schema.Array(Schema.String),
  scriptsToLoad: Schema.Array(Schema.String),
  /** Extra head: the page's description, for the shell's SEO block. */
  head: Schema.Struct({ description: Schema.String }),
  codeToEval: Schema.optional(Schema.String)
})
export type RemoteView = typeof RemoteView.Type

export const ArticleKind = Schema.Literal("news", "blog")
export type ArticleKind = typeof ArticleKind.Type

export const ArticleSummary = Schema.Struct({
  slug: Schema.String,
  kind: ArticleKind,
  title: Schema.String,
  summary: Schema.String,
  /** Epoch milliseconds. */
  publishedAt: Schema.Number
})
export type ArticleSummary = typeof ArticleSummary.Type

export const ArticlesAnswer = Schema.Struct({ articles: Schema.Array(ArticleSummary) })

const Language = Schema.Literal("en", "ru")
const ArticleSlug = Schema.String.pipe(Schema.pattern(ARTICLE_SLUG, { message: () => "lower-case letters, digits and dashes, at most 80" }))
/** A stored page's slug: an information page or a rules section (checked against the list by the server). */
const PageSlug = Schema.String.pipe(Schema.pattern(/^[a-z0-9_-]{1,40}(?:\/[a-z0-9_-]{1,40}){0,2}$/, { message: () => "a page slug such as about or rules/general" }))

export const MAX_MARKDOWN = 100_000

export const PublishPage = Schema.Struct({
  slug: PageSlug,
  lng: Language,
  title: TrimmedPlayerText(1, 200),
  description: TrimmedPlayerText(0, 300),
  markdown: MultilineText(MAX_MARKDOWN)
})
export type PublishPage = typeof PublishPage.Type

export const PublishArticle = Schema.Struct({
  slug: ArticleSlug,
  kind: ArticleKind,
  lng: Language,
  title: TrimmedPlayerText(1, 200),
  summary: TrimmedPlayerText(0, 300),
  markdown: MultilineText(MAX_MARKDOWN)
})
export type PublishArticle = typeof PublishArticle.Type

export const Published = Schema.Struct({ path: Schema.String, publishedAt: Schema.Number })

/** No such page, rules section or article (SPEC.md 5: 'This page could not be found'). */
export class ContentNotFound extends Schema.TaggedError<ContentNotFound>()("ContentNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

/** The operator named a page the site has no address for. */
export class ContentRefused extends Schema.TaggedError<ContentRefused>()(
  "ContentRefused",
  { message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export const contentGroup = HttpApiGroup.make("content")
  .add(
    HttpApiEndpoint.get("view", VIEW_URL)
      .setUrlParams(Schema.Struct({ path: PagePath }))
      .setHeaders(ViewHeaders)
      .addSuccess(RemoteView)
      .addError(ContentNotFound)
  )
  .add(
    HttpApiEndpoint.get("articles", `${CONTENT_BASE}/articles`)
      .setUrlParams(Schema.Struct({ lng: Language, kind: ArticleKind }))
      .addSuccess(ArticlesAnswer)
  )

/** The operator's publishing, behind the operator token (npm run operator -- content …). */
export const operatorContentGroup = HttpApiGroup.make("operatorContent")
  .add(HttpApiEndpoint.post("publishPage", "/web-api/operator/content/pages").setPayload(PublishPage).addSuccess(Published).addError(ContentRefused))
  .add(HttpApiEndpoint.post("publishArticle", "/web-api/operator/content/articles").setPayload(PublishArticle).addSuccess(Published))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
