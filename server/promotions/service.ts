import { Clock, Context, Effect, Layer, Option } from "effect"
import {
  type OperatorPromotion,
  type Promotion,
  PromotionNotFound,
  PromotionRefused,
  type PromotionSummary,
  type PublishPromotion
} from "../../src/domain/api/promotions"
import { alternatesOf, canonicalOf, INDEX, type PageHead } from "../../src/domain/content/seo"
import { isPromotionId } from "../../src/domain/promotions/categories"
import { pairAddressOf } from "../../src/domain/promotions/routePairs"
import { isTranslated, TRANSLATED_LANGUAGES } from "../../src/domain/shell/language"
import { ConfigService } from "../config/service"
import { markdownToHtml } from "../content/markdown"
import { titled } from "../content/routeTitles"
import { DEMO_PROMOTIONS } from "./demoPromotions"
import { makePromotionsRepo, type PromotionRow, type PromotionsRepo } from "./repo"

export interface PromotionsServiceShape {
  /** The promotions shown now, in the operator's order. */
  readonly list: (lng: "en" | "ru") => Effect.Effect<ReadonlyArray<PromotionSummary>>
  /** One promotion shown now; an unknown, unpublished, not started or ended one is not found. */
  readonly promotion: (id: string, lng: "en" | "ru") => Effect.Effect<Promotion, PromotionNotFound>
  readonly all: Effect.Effect<ReadonlyArray<OperatorPromotion>>
  readonly publish: (promotion: PublishPromotion) => Effect.Effect<OperatorPromotion, PromotionRefused>
  readonly end: (id: string) => Effect.Effect<OperatorPromotion, PromotionNotFound>
  /** The page paths this area answers for: the showcase and the pages that show one promotion. */
  readonly claims: (pathname: string) => boolean
  readonly exists: (pathname: string) => Effect.Effect<boolean>
  readonly headOf: (pathname: string, origin: string) => Effect.Effect<PageHead | undefined>
}

export class PromotionsService extends Context.Tag("oddsfold/server/PromotionsService")<PromotionsService, PromotionsServiceShape>() {}

const SHOWCASE_TEXTS = {
  en: { title: "Promotions", description: "Bonuses and promotions: first-deposit and re-deposit bonuses, casino, poker, betting offers and cashback." },
  ru: { title: "Акции", description: "Бонусы и акции: бонусы на первый и повторный депозит, казино, покер, предложения для ставок и кешбэк." }
} as const

const summaryOf = (row: PromotionRow): PromotionSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  summary: row.summary,
  colour: row.colour,
  image: row.image,
  link: row.link,
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at?.getTime() ?? null
})

const operatorOf = (row: PromotionRow): OperatorPromotion => ({
  id: row.id,
  category: row.category,
  order: row.sort_order,
  title: row.title,
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at?.getTime() ?? null,
  published: row.published,
  endedAt: row.ended_at?.getTime() ?? null
})

const isShown = (row: PromotionRow, now: Date): boolean =>
  row.published && row.ended_at === null && row.starts_at <= now && (row.ends_at === null || row.ends_at > now)

const notFound = (id: string) => new PromotionNotFound({ message: `There is no promotion ${id}` })

/** The page a path shows: the showcase, or one promotion (its own page, or a route pair's name of it). */
const pageOf = (pathname: string): { readonly lng: string; readonly id: string | undefined } | undefined => {
  const segments = pathname.replace(/\/$/, "").split("/")
  const [, lng, name, id, ...more] = segments
  if (lng === undefined || more.length > 0) return undefined
  if (name === "promotions") return { lng, id }
  const pair = pairAddressOf(pathname)
  if (pair !== undefined && (pair.pair.bonus === "bonus" || pair.pair.bonus === "bonus-partner")) return { lng, id: pair.params[0] }
  return undefined
}

/** Writes the demo promotions where they are missing. */
const seedDemo = (repo: PromotionsRepo) =>
  Effect.gen(function* () {
    const stored = yield* repo.ids
    if (DEMO_PROMOTIONS.every((p) => stored.has(p.id))) return
    const now = new Date(yield* Clock.currentTimeMillis)
    for (const [order, p] of DEMO_PROMOTIONS.entries())
      yield* repo.upsert(
        {
          id: p.id,
          category: p.category,
          order: order * 10,
          colour: p.colour,
          image: null,
          link: p.link,
          startsAt: now,
          endsAt: null,
          texts: (["en", "ru"] as const).map((lng) => ({ lng, ...p[lng], html: markdownToHtml(p[lng].markdown, lng) }))
        },
        now,
        true
      )
  })

export const PromotionsServiceLive = Layer.effect(
  PromotionsService,
  Effect.gen(function* () {
    const repo = yield* makePromotionsRepo
    const config = yield* ConfigService
    yield* seedDemo(repo)
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const shownOne = (id: string, lng: string) =>
      Effect.gen(function* () {
        if (!isPromotionId(id) || !isTranslated(lng)) return Option.none<PromotionRow>()
        const row = yield* repo.one(id, lng)
        const at = yield* now
        return Option.filter(row, (r) => isShown(r, at))
      })

    const operatorRow = (id: string) => Effect.flatMap(repo.one(id, "en"), Option.match({ onNone: () => Effect.fail(notFound(id)), onSome: (row) => Effect.succeed(operatorOf(row)) }))

    return {
      list: (lng) => Effect.flatMap(now, (at) => Effect.map(repo.shown(lng, at), (rows) => rows.map(summaryOf))),
      promotion: (id, lng) =>
        Effect.flatMap(
          shownOne(id, lng),
          Option.match({ onNone: () => Effect.fail(notFound(id)), onSome: (row) => Effect.succeed({ ...summaryOf(row), body: row.html }) })
        ),
      all: Effect.map(repo.all, (rows) => rows.map(operatorOf)),
      publish: (p) =>
        Effect.gen(function* () {
          if (p.endsAt !== null && p.endsAt <= p.startsAt) return yield* Effect.fail(new PromotionRefused({ field: "endsAt", message: "a promotion ends after it starts" }))
          const at = yield* now
          yield* repo.upsert(
            {
              id: p.id,
              category: p.category,
              order: p.order,
              colour: p.colour,
              image: p.image,
              link: p.link,
              startsAt: new Date(p.startsAt),
              endsAt: p.endsAt === null ? null : new Date(p.endsAt),
              texts: (["en", "ru"] as const).map((lng) => ({ lng, ...p.texts[lng], html: markdownToHtml(p.texts[lng].markdown, lng) }))
            },
            at,
            false
          )
          return yield* Effect.orDie(operatorRow(p.id))
        }),
      end: (id) =>
        Effect.gen(function* () {
          if (!(yield* repo.end(id, yield* now))) return yield* Effect.fail(notFound(id))
          return yield* operatorRow(id)
        }),
      claims: (pathname) => pageOf(pathname) !== undefined,
      exists: (pathname) =>
        Effect.gen(function* () {
          const page = pageOf(pathname)
          if (page === undefined || page.id === undefined) return true
          return Option.isSome(yield* shownOne(page.id, page.lng))
        }),
      headOf: (pathname, origin) =>
        Effect.gen(function* () {
          const page = pageOf(pathname)
          if (page === undefined) return undefined
          const company = config.siteConfig().companyName
          const seo = { canonical: canonicalOf(origin, pathname), alternates: alternatesOf(origin, pathname, TRANSLATED_LANGUAGES), robots: INDEX }
          if (page.id === undefined) {
            const text = SHOWCASE_TEXTS[page.lng === "ru" ? "ru" : "en"]
            return { ...seo, title: titled(text.title, company), description: text.description }
          }
          const row = yield* shownOne(page.id, page.lng)
          return Option.isNone(row) ? undefined : { ...seo, title: titled(row.value.title, company), description: row.value.summary }
        })
    }
  })
)
