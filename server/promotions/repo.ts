import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { PROMOTION_CATEGORIES } from "../../src/domain/promotions/categories"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A promotion with its texts in one language (migration 068). */
export const PromotionRow = Schema.Struct({
  id: Schema.String,
  category: Schema.Literal(...PROMOTION_CATEGORIES),
  sort_order: Schema.Number,
  colour: Schema.String,
  image: Schema.NullOr(Schema.String),
  link: Schema.NullOr(Schema.String),
  starts_at: Schema.DateFromSelf,
  ends_at: Schema.NullOr(Schema.DateFromSelf),
  published: Schema.Boolean,
  ended_at: Schema.NullOr(Schema.DateFromSelf),
  title: Schema.String,
  summary: Schema.String,
  html: Schema.String
})
export type PromotionRow = typeof PromotionRow.Type

export interface NewPromotionText {
  readonly lng: string
  readonly title: string
  readonly summary: string
  readonly markdown: string
  readonly html: string
}

export interface NewPromotion {
  readonly id: string
  readonly category: string
  readonly order: number
  readonly colour: string
  readonly image: string | null
  readonly link: string | null
  readonly startsAt: Date
  readonly endsAt: Date | null
  readonly texts: ReadonlyArray<NewPromotionText>
}

/** The promotions' rows. A database fault is a defect (logged once as a 500), never a visitor's answer. */
export const makePromotionsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const shown = SqlSchema.findAll({
    Request: Schema.Struct({ lng: Schema.String, now: Schema.DateFromSelf }),
    Result: PromotionRow,
    execute: ({ lng, now }) =>
      sql`select p.id, p.category, p.sort_order, p.colour, p.image, p.link, p.starts_at, p.ends_at, p.published, p.ended_at, t.title, t.summary, t.html from promotions p join promotion_texts t on t.promotion_id = p.id and t.lng = ${lng}
          where p.published and p.ended_at is null and p.starts_at <= ${now} and (p.ends_at is null or p.ends_at > ${now})
          order by p.sort_order, p.id`
  })
  const one = SqlSchema.findOne({
    Request: Schema.Struct({ id: Schema.String, lng: Schema.String }),
    Result: PromotionRow,
    execute: ({ id, lng }) => sql`select p.id, p.category, p.sort_order, p.colour, p.image, p.link, p.starts_at, p.ends_at, p.published, p.ended_at, t.title, t.summary, t.html from promotions p join promotion_texts t on t.promotion_id = p.id and t.lng = ${lng} where p.id = ${id}`
  })
  const all = SqlSchema.findAll({
    Request: Schema.Void,
    Result: PromotionRow,
    execute: () => sql`select p.id, p.category, p.sort_order, p.colour, p.image, p.link, p.starts_at, p.ends_at, p.published, p.ended_at, t.title, t.summary, t.html from promotions p join promotion_texts t on t.promotion_id = p.id and t.lng = 'en' order by p.sort_order, p.id`
  })
  const ids = SqlSchema.findAll({ Request: Schema.Void, Result: Schema.Struct({ id: Schema.String }), execute: () => sql`select id from promotions` })

  /** Writes a promotion and its texts; `onlyIfMissing` leaves an existing one as it is (the demo promotions). */
  const upsert = (p: NewPromotion, now: Date, onlyIfMissing: boolean) =>
    sql
      .withTransaction(
        Effect.gen(function* () {
          const values = sql`(${p.id}, ${p.category}, ${p.order}, ${p.colour}, ${p.image}, ${p.link}, ${p.startsAt}, ${p.endsAt}, true, null, ${now})`
          const insert = sql`insert into promotions (id, category, sort_order, colour, image, link, starts_at, ends_at, published, ended_at, updated_at) values ${values}`
          const written = onlyIfMissing
            ? yield* sql`${insert} on conflict (id) do nothing returning id`
            : // Publishing again (an edit) publishes it again: an ended promotion the operator republishes is shown.
              yield* sql`${insert} on conflict (id) do update set category = excluded.category,
                sort_order = excluded.sort_order, colour = excluded.colour, image = excluded.image, link = excluded.link,
                starts_at = excluded.starts_at, ends_at = excluded.ends_at, published = true, ended_at = null, updated_at = excluded.updated_at returning id`
          if (written.length === 0) return
          for (const text of p.texts)
            yield* sql`insert into promotion_texts (promotion_id, lng, title, summary, markdown, html)
              values (${p.id}, ${text.lng}, ${text.title}, ${text.summary}, ${text.markdown}, ${text.html})
              on conflict (promotion_id, lng) do update set title = excluded.title, summary = excluded.summary, markdown = excluded.markdown, html = excluded.html`
        })
      )
      .pipe(Effect.asVoid, orDieQuietly)

  return {
    shown: (lng: string, now: Date) => shown({ lng, now }).pipe(orDieQuietly),
    one: (id: string, lng: string) => one({ id, lng }).pipe(orDieQuietly),
    all: all(undefined).pipe(orDieQuietly),
    ids: Effect.map(ids(undefined), (rows) => new Set(rows.map((row) => row.id))).pipe(orDieQuietly),
    upsert,
    /** Ends a promotion now; false when there is none of that id. */
    end: (id: string, now: Date) =>
      Effect.map(sql`update promotions set ended_at = coalesce(ended_at, ${now}), updated_at = ${now} where id = ${id} returning id`, (rows) => rows.length > 0).pipe(orDieQuietly)
  }
})
export type PromotionsRepo = Effect.Effect.Success<typeof makePromotionsRepo>
