import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A stored page (migration 064): the operator's Markdown and the sanitized HTML made from it. */
export const PageRow = Schema.Struct({
  slug: Schema.String,
  lng: Schema.String,
  title: Schema.String,
  description: Schema.String,
  html: Schema.String,
  published_at: Schema.DateFromSelf
})
export type PageRow = typeof PageRow.Type

export const ArticleRow = Schema.Struct({
  kind: Schema.Literal("news", "blog"),
  slug: Schema.String,
  lng: Schema.String,
  title: Schema.String,
  summary: Schema.String,
  html: Schema.String,
  published_at: Schema.DateFromSelf
})
export type ArticleRow = typeof ArticleRow.Type

export interface NewPage {
  readonly slug: string
  readonly lng: string
  readonly title: string
  readonly description: string
  readonly markdown: string
  readonly html: string
  readonly publishedAt: Date
}

export interface NewArticle {
  readonly kind: "news" | "blog"
  readonly slug: string
  readonly lng: string
  readonly title: string
  readonly summary: string
  readonly markdown: string
  readonly html: string
  readonly publishedAt: Date
}

/** The content area's rows. A database fault is a defect (logged once as a 500), never a player's answer. */
export const makeContentRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const page = SqlSchema.findOne({
    Request: Schema.Struct({ slug: Schema.String, lng: Schema.String }),
    Result: PageRow,
    execute: ({ lng, slug }) => sql`select slug, lng, title, description, html, published_at from content_pages where slug = ${slug} and lng = ${lng}`
  })
  const pages = SqlSchema.findAll({
    Request: Schema.Void,
    Result: Schema.Struct({ slug: Schema.String, lng: Schema.String, published_at: Schema.DateFromSelf }),
    execute: () => sql`select slug, lng, published_at from content_pages order by slug, lng`
  })
  const article = SqlSchema.findOne({
    Request: Schema.Struct({ kind: Schema.String, slug: Schema.String, lng: Schema.String }),
    Result: ArticleRow,
    execute: ({ kind, lng, slug }) =>
      sql`select kind, slug, lng, title, summary, html, published_at from content_articles where kind = ${kind} and slug = ${slug} and lng = ${lng}`
  })
  const articles = SqlSchema.findAll({
    Request: Schema.Struct({ kind: Schema.String, lng: Schema.String, limit: Schema.Number }),
    Result: ArticleRow,
    // Newest first; among articles of the same moment, by slug, so the order is the same on every read.
    execute: ({ kind, limit, lng }) =>
      sql`select kind, slug, lng, title, summary, html, published_at from content_articles
          where kind = ${kind} and lng = ${lng} order by published_at desc, slug limit ${limit}`
  })
  const allArticles = SqlSchema.findAll({
    Request: Schema.Void,
    Result: Schema.Struct({ kind: Schema.Literal("news", "blog"), slug: Schema.String, lng: Schema.String, published_at: Schema.DateFromSelf }),
    execute: () => sql`select kind, slug, lng, published_at from content_articles order by kind, slug, lng`
  })
  return {
    page: (slug: string, lng: string) => page({ slug, lng }).pipe(orDieQuietly),
    pages: pages(undefined).pipe(orDieQuietly),
    article: (kind: string, slug: string, lng: string) => article({ kind, slug, lng }).pipe(orDieQuietly),
    articles: (kind: string, lng: string, limit: number) => articles({ kind, lng, limit }).pipe(orDieQuietly),
    allArticles: allArticles(undefined).pipe(orDieQuietly),
    /** Publishes (or replaces) a page; with `onlyIfMissing`, an existing page is left as it is (the default texts). */
    upsertPage: (p: NewPage, onlyIfMissing: boolean) =>
      (onlyIfMissing
        ? sql`insert into content_pages (slug, lng, title, description, markdown, html, published_at)
              values (${p.slug}, ${p.lng}, ${p.title}, ${p.description}, ${p.markdown}, ${p.html}, ${p.publishedAt}) on conflict (slug, lng) do nothing`
        : sql`insert into content_pages (slug, lng, title, description, markdown, html, published_at)
              values (${p.slug}, ${p.lng}, ${p.title}, ${p.description}, ${p.markdown}, ${p.html}, ${p.publishedAt})
              on conflict (slug, lng) do update set title = excluded.title, description = excluded.description, markdown = excluded.markdown,
              html = excluded.html, published_at = excluded.published_at`
      ).pipe(Effect.asVoid, orDieQuietly),
    upsertArticle: (a: NewArticle, onlyIfMissing: boolean) =>
      (onlyIfMissing
        ? sql`insert into content_articles (kind, slug, lng, title, summary, markdown, html, published_at)
              values (${a.kind}, ${a.slug}, ${a.lng}, ${a.title}, ${a.summary}, ${a.markdown}, ${a.html}, ${a.publishedAt}) on conflict (kind, slug, lng) do nothing`
        : sql`insert into content_articles (kind, slug, lng, title, summary, markdown, html, published_at)
              values (${a.kind}, ${a.slug}, ${a.lng}, ${a.title}, ${a.summary}, ${a.markdown}, ${a.html}, ${a.publishedAt})
              on conflict (kind, slug, lng) do update set title = excluded.title, summary = excluded.summary, markdown = excluded.markdown,
              html = excluded.html, published_at = excluded.published_at`
      ).pipe(Effect.asVoid, orDieQuietly)
  }
})
export type ContentRepo = Effect.Effect.Success<typeof makeContentRepo>
