import { Schema } from "effect"
import { Promotion, PromotionsAnswer } from "../../domain/api/promotions"
import { defineProjection } from "../projection"

/**
 * Promotions (SPEC.md 2.7): per language, the showcase as last answered and whether reading it failed; each promotion
 * read, by language and id; the ids the server does not show (unknown or ended: the not-found page), and the ids whose
 * read failed otherwise (the page offers to try again). Not a player's own: the same for every visitor.
 */
const PerLanguage = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  list: Schema.NullOr(PromotionsAnswer),
  byId: Schema.Record({ key: Schema.String, value: Promotion }),
  missing: Schema.Array(Schema.String),
  failed: Schema.Array(Schema.String)
})
type PerLanguage = typeof PerLanguage.Type

export const PromotionsState = Schema.Struct({ en: PerLanguage, ru: PerLanguage })
export type PromotionsState = typeof PromotionsState.Type

const empty: PerLanguage = { status: "idle", list: null, byId: {}, missing: [], failed: [] }

const without = (ids: ReadonlyArray<string>, id: string) => ids.filter((each) => each !== id)

export const promotionsProjection = defineProjection({
  name: "promotions",
  schema: PromotionsState,
  initial: { en: empty, ru: empty },
  tags: ["PromotionsLoaded", "PromotionsLoadFailed", "PromotionLoaded", "PromotionLoadFailed"],
  apply: (state, event): PromotionsState => {
    const current = state[event.lng]
    const next = ((): PerLanguage => {
      switch (event._tag) {
        case "PromotionsLoaded":
          return { ...current, status: "loaded", list: event.answer }
        case "PromotionsLoadFailed":
          return { ...current, status: current.status === "loaded" ? "loaded" : "failed" }
        case "PromotionLoaded": {
          const id = event.promotion.id
          return { ...current, byId: { ...current.byId, [id]: event.promotion }, missing: without(current.missing, id), failed: without(current.failed, id) }
        }
        case "PromotionLoadFailed": {
          const id = event.promotionId
          const gone = event.error._tag === "ServerRefused" && event.error.status >= 400 && event.error.status < 500
          return gone
            ? { ...current, missing: [...without(current.missing, id), id], failed: without(current.failed, id) }
            : { ...current, failed: [...without(current.failed, id), id] }
        }
      }
    })()
    return { ...state, [event.lng]: next }
  }
})
