import { Clock, Context, Effect, Layer, Option } from "effect"
import type { ArticleKind, ArticleSummary, PublishArticle, PublishPage, RemoteView } from "../../src/domain/api/content"
import { ContentNotFound, ContentRefused } from "../../src/domain/api/content"
import { ALL_PAGE_SLUGS, type ContentAddress, contentAddressOf, ourPartnersPageSlug, rulesSection } from "../../src/domain/content/pages"
import { alternatesOf, canonicalOf, INDEX, NOINDEX, type PageHead } from "../../src/domain/content/seo"
import { isTranslated, TRANSLATED_LANGUAGES } from "../../src/domain/shell/language"
import { pageOf } from "../../src/domain/shell/routes"
import { ConfigService } from "../config/service"
import { DEFAULT_ARTICLES, DEFAULT_PAGES } from "./defaultPages"
import { escapeHtml, markdownToHtml } from "./markdown"
import { type ArticleRow, type ContentRepo, makeContentRepo } from "./repo"
import { pageTitleOf, titled } from "./routeTitles"

/** The view's app name on the view event bus (SPEC.md 7). */
export const CONTENT_APP = "content"
/** How many articles a list shows. */
export const ARTICLES_PER_LIST = 50

const LIST_TITLES = { news: { en: "News", ru: "Новости" }, blog: { en: "Blog", ru: "Блог" } } as const

export interface ContentServiceShape {
  /** SPEC.md 7: the remote view of a page path, or 404. */
  readonly view: (path: string) => Effect.Effect<RemoteView, ContentNotFound>
  readonly articles: (kind: ArticleKind, lng: "en" | "ru") => Effect.Effect<ReadonlyArray<ArticleSummary>>
  readonly publishPage: (page: PublishPage) => Effect.Effect<{ readonly path: string; readonly publishedAt: number }, ContentRefused>
  readonly publishArticle: (article: PublishArticle) => Effect.Effect<{ readonly path: string; readonly publishedAt: number }>
  /** The head of a page path's first HTML, on `origin`; undefined for a path no page has. */
  readonly headOf: (pathname: string, origin: string) => Effect.Effect<PageHead | undefined>
  /** Whether a content path has a page: an unknown article or rules section is a real 404 in the first HTML too. */
  readonly exists: (pathname: string) => Effect.Effect<boolean>
  readonly sitemap: (origin: string) => Effect.Effect<string>
}

export class ContentService extends Context.Tag("oddsfold/server/ContentService")<ContentService, ContentServiceShape>() {}

const notFound = (path: string) => new ContentNotFound({ message: `This page could not be found: ${path}` })

const summaryOf = (row: ArticleRow): ArticleSummary => ({ slug: row.slug, kind: row.kind, title: row.title, summary: row.summary, publishedAt: row.published_at.getTime() })

const dateText = (at: Date, lng: string): string => new Intl.DateTimeFormat(lng === "ru" ? "ru-RU" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(at)

const listBody = (kind: ArticleKind, lng: string, rows: ReadonlyArray<ArticleRow>): string =>
  `<h1>${escapeHtml(LIST_TITLES[kind][lng === "ru" ? "ru" : "en"])}</h1>` +
  (rows.length === 0
    ? ""
    : `<ul class="content-articles">${rows
        .map(
          (row) =>
            `<li><a href="/${escapeHtml(lng)}/${kind}/${escapeHtml(row.slug)}">${escapeHtml(row.title)}</a>` +
            `<time datetime="${row.published_at.toISOString()}">${escapeHtml(dateText(row.published_at, lng))}</time>` +
            (row.summary === "" ? "" : `<p>${escapeHtml(row.summary)}</p>`) +
            `</li>`
        )
        .join("")}</ul>`)

const view = (title: string, body: string, description: string): RemoteView => ({
  appName: CONTENT_APP,
  title,
  body,
  style: "",
  cssToLoad: [],
  scriptsToLoad: [],
  head: { description }
})

/** Writes the default texts where a page or article is missing. */
const seedDefaults = (repo: ContentRepo) =>
  Effect.gen(function* () {
    // Every start after the first finds them all: one read, no Markdown rendered.
    const stored = new Set((yield* repo.pages).map((row) => `${row.slug}/${row.lng}`))
    const articles = new Set((yield* repo.allArticles).map((row) => `${row.kind}/${row.slug}/${row.lng}`))
    if (DEFAULT_PAGES.every((p) => stored.has(`${p.slug}/en`) && stored.has(`${p.slug}/ru`)) && DEFAULT_ARTICLES.every((a) => articles.has(`${a.kind}/${a.slug}/en`) && articles.has(`${a.kind}/${a.slug}/ru`))) return
    const now = new Date(yield* Clock.currentTimeMillis)
    for (const page of DEFAULT_PAGES)
      for (const lng of ["en", "ru"] as const) {
        const text = page[lng]
        yield* repo.upsertPage({ slug: page.slug, lng, title: text.title, description: text.description, markdown: text.markdown, html: markdownToHtml(text.markdown, lng), publishedAt: now }, true)
      }
    for (const article of DEFAULT_ARTICLES)
      for (const lng of ["en", "ru"] as const) {
        const text = article[lng]
        yield* repo.upsertArticle(
          { kind: article.kind, slug: article.slug, lng, title: text.title, summary: text.description, markdown: text.markdown, html: markdownToHtml(text.markdown, lng), publishedAt: now },
          true
        )
      }
  })

export const ContentServiceLive = Layer.effect(
  ContentService,
  Effect.gen(function* () {
    const repo = yield* makeContentRepo
    const config = yield* ConfigService
    yield* seedDefaults(repo)

    /** The stored item an address shows: a page, a rules section, a list or an article; None when there is none. */
    const resolve = (address: ContentAddress): Effect.Effect<Option.Option<{ readonly title: string; readonly description: string; readonly body: string }>> =>
      Effect.gen(function* () {
        if (!isTranslated(address.lng)) return Option.none()
        const lng = address.lng
        const page = (slug: string) =>
          Effect.map(repo.page(slug, lng), Option.map((row) => ({ title: row.title, description: row.description, body: row.html })))
        switch (address.kind) {
          case "page":
            return yield* page(address.slug)
          case "rules": {
            const slug = rulesSection(address.group, address.chapter, config.siteConfig().availableRoutes)
            return slug === "not-found" ? Option.none() : yield* page(slug)
          }
          case "ourpartners": {
            const slug = ourPartnersPageSlug(address.section)
            return slug === undefined ? Option.none() : yield* page(slug)
          }
          case "news":
          case "blog": {
            const kind = address.kind
            if (address.slug === undefined) {
              const rows = yield* repo.articles(kind, lng, ARTICLES_PER_LIST)
              const title = LIST_TITLES[kind][lng]
              return Option.some({ title, description: rows[0]?.summary ?? title, body: listBody(kind, lng, rows) })
            }
            const row = yield* repo.article(kind, address.slug, lng)
            return Option.map(row, (a) => ({
              title: a.title,
              description: a.summary,
              body: `<h1>${escapeHtml(a.title)}</h1><p class="content-date"><time datetime="${a.published_at.toISOString()}">${escapeHtml(dateText(a.published_at, lng))}</time></p>${a.html}`
            }))
          }
        }
      })

    const publishedAt = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    return {
      view: (path) =>
        Effect.gen(function* () {
          const address = contentAddressOf(path)
          if (address === undefined) return yield* Effect.fail(notFound(path))
          const found = yield* resolve(address)
          if (Option.isNone(found)) return yield* Effect.fail(notFound(path))
          return view(found.value.title, found.value.body, found.value.description)
        }),
      articles: (kind, lng) => Effect.map(repo.articles(kind, lng, ARTICLES_PER_LIST), (rows) => rows.map(summaryOf)),
      publishPage: (page) =>
        Effect.gen(function* () {
          if (!ALL_PAGE_SLUGS.includes(page.slug)) return yield* Effect.fail(new ContentRefused({ field: "slug", message: `the site has no page ${page.slug}` }))
          const at = yield* publishedAt
          yield* repo.upsertPage({ ...page, html: markdownToHtml(page.markdown, page.lng), publishedAt: at }, false)
          return { path: `/${page.lng}/${page.slug}`, publishedAt: at.getTime() }
        }),
      publishArticle: (article) =>
        Effect.gen(function* () {
          const at = yield* publishedAt
          yield* repo.upsertArticle({ ...article, html: markdownToHtml(article.markdown, article.lng), publishedAt: at }, false)
          return { path: `/${article.lng}/${article.kind}/${article.slug}`, publishedAt: at.getTime() }
        }),
      exists: (pathname) =>
        Effect.gen(function* () {
          const address = contentAddressOf(pathname)
          if (address === undefined) return true
          return Option.isSome(yield* resolve(address))
        }),
      headOf: (pathname, origin) =>
        Effect.gen(function* () {
          const page = pageOf(pathname, { devTools: true })
          if (page === undefined) return undefined
          const lng = pathname.split("/")[1] ?? "en"
          const company = config.siteConfig().companyName
          const seo = { canonical: canonicalOf(origin, pathname), alternates: alternatesOf(origin, pathname, TRANSLATED_LANGUAGES) }
          const address = contentAddressOf(pathname)
          if (address !== undefined) {
            const found = yield* resolve(address)
            if (Option.isSome(found)) return { ...seo, title: titled(found.value.title, company), description: found.value.description, robots: INDEX }
            return undefined
          }
          const route = pageTitleOf(page, lng, company)
          return { ...seo, title: route.title, description: route.description, robots: route.indexed ? INDEX : NOINDEX }
        }),
      sitemap: (origin) =>
        Effect.gen(function* () {
          const pages = yield* repo.pages
          const articles = yield* repo.allArticles
          const url = (path: string, at: Date | undefined) =>
            `<url><loc>${escapeHtml(canonicalOf(origin, path))}</loc>${at === undefined ? "" : `<lastmod>${at.toISOString()}</lastmod>`}</url>`
          const roots = ["en", "ru"].flatMap((lng) => [`/${lng}/`, `/${lng}/line`, `/${lng}/live`, `/${lng}/casino`, `/${lng}/news`, `/${lng}/blog`].map((path) => url(path, undefined)))
          return [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...roots,
            ...pages.filter((p) => isTranslated(p.lng)).map((p) => url(`/${p.lng}/${p.slug}`, p.published_at)),
            ...articles.filter((a) => isTranslated(a.lng)).map((a) => url(`/${a.lng}/${a.kind}/${a.slug}`, a.published_at)),
            "</urlset>"
          ].join("\n")
        })
    }
  })
)
