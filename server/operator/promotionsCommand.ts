import { readFile } from "node:fs/promises"
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { type OperatorPromotion, PromotionIdSchema, PublishPromotion } from "../../src/domain/api/promotions"

/**
 * The operator tool's `promotions` commands: the promotions as stored (ended ones too); publishing one from a JSON file
 * (src/domain/api/promotions.ts PublishPromotion: id, category, order, colour, image, link, window in epoch ms, the
 * English and Russian title, summary and Markdown body), which also edits it (the same id again replaces it, and shows
 * it again if it was ended); and ending one now (its page answers 404 from then on).
 */

export const PROMOTIONS_USAGE = `       npm run operator -- promotions list
       npm run operator -- promotions publish <JSON file of the promotion>
       npm run operator -- promotions end <id>`

/** The operator's input is not a promotions command: nothing was sent. */
export class PromotionsInputRefused extends Error {}

/** One promotion as the operator reads it. */
export const promotionLine = (p: OperatorPromotion): string =>
  [
    p.id,
    p.category,
    `#${p.order}`,
    JSON.stringify(p.title),
    `${new Date(p.startsAt).toISOString()} – ${p.endsAt === null ? "open" : new Date(p.endsAt).toISOString()}`,
    p.endedAt === null ? (p.published ? "published" : "UNPUBLISHED") : `ENDED ${new Date(p.endedAt).toISOString()}`
  ].join("  ")

const promotionFile = (path: string | undefined) =>
  Effect.gen(function* () {
    if (path === undefined) return yield* Effect.fail(new PromotionsInputRefused("publish needs the JSON file of the promotion"))
    const text = yield* Effect.tryPromise({ try: () => readFile(path, "utf8"), catch: () => new PromotionsInputRefused(`cannot read ${JSON.stringify(path)}`) })
    return yield* Schema.decodeUnknown(Schema.parseJson(PublishPromotion))(text).pipe(
      Effect.mapError((error) => new PromotionsInputRefused(`the promotion is not one the site takes: ${error.message}`))
    )
  })

const promotionId = (text: string | undefined) =>
  Schema.decodeUnknown(PromotionIdSchema)(text).pipe(Effect.mapError(() => new PromotionsInputRefused(`a promotion id is lower-case letters, digits, '-' and '_', not ${JSON.stringify(text ?? "")}`)))

export const promotionsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, argument] = args
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (action) {
      case "list": {
        const all = yield* client.operatorPromotions.all()
        return all.length === 0 ? "no promotions" : all.map(promotionLine).join("\n")
      }
      case "publish":
        return `published: ${promotionLine(yield* client.operatorPromotions.publish({ payload: yield* promotionFile(argument) }))}`
      case "end":
        return `ended: ${promotionLine(yield* client.operatorPromotions.end({ path: { promotionId: yield* promotionId(argument) } }))}`
      default:
        return yield* Effect.fail(new PromotionsInputRefused(`promotions takes list, publish or end, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
