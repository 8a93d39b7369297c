import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { formatMoney, minorDigitsOf } from "../../src/domain/account/money"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import type { LoyaltyWeekRow } from "../../src/domain/api/promoLoyalty"
import { LOYALTY_CATALOGUE, rewardAmountOf, STAKE_PER_POINT } from "../../src/domain/promo/loyalty"

/**
 * The operator tool's `loyalty` command: `loyalty report` prints the points earned and spent per week (UTC, Monday to
 * Sunday), newest first, from the server; `loyalty catalogue` prints the rules the server runs (src/domain/promo/
 * loyalty.ts): the stake that earns a point and the rewards, per currency.
 */

export const LOYALTY_USAGE = `       npm run operator -- loyalty report | catalogue`

/** The operator's input is not a loyalty command: nothing was sent. */
export class LoyaltyInputRefused extends Error {}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export const loyaltyReportText = (rows: ReadonlyArray<LoyaltyWeekRow>): string =>
  rows.length === 0
    ? "no loyalty points earned yet"
    : [
        "week (UTC, Monday to Sunday)   earned     spent  earners  exchanges",
        ...rows.map(
          (row) =>
            `${day(row.weekStart)} – ${day(row.weekStart + 6 * 86_400_000)}  ${String(row.earned).padStart(9)} ${String(row.spent).padStart(9)}  ${String(row.earners).padStart(7)}  ${String(row.exchanges).padStart(9)}`
        )
      ].join("\n")

const money = (minor: number, iso: string) => formatMoney(minor, { iso, minorDigits: minorDigitsOf(iso) }, "en")

export const loyaltyCatalogueText = (): string =>
  [
    "one point per stake of:",
    ...Object.entries(STAKE_PER_POINT).map(([iso, stake]) => `  ${money(stake, iso)}`),
    "rewards:",
    ...LOYALTY_CATALOGUE.map(
      (reward) =>
        `  ${reward.id.padEnd(13)} ${String(reward.points).padStart(6)} points  ${reward.id === "free-bet" ? "free bet" : `${reward.product} bonus`}, wagering ×${reward.wagering.multiplier}: ${Object.keys(STAKE_PER_POINT)
          .map((iso) => money(rewardAmountOf(reward, iso), iso))
          .join(", ")}`
    )
  ].join("\n")

export const loyaltyCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, ...rest] = args
    if (rest.length > 0 || (action !== "report" && action !== "catalogue")) {
      return yield* Effect.fail(new LoyaltyInputRefused(`loyalty takes report or catalogue, not ${JSON.stringify(args.join(" "))}`))
    }
    if (action === "catalogue") return loyaltyCatalogueText()
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    return loyaltyReportText(yield* client.operatorLoyalty.report())
  }).pipe(Effect.provide(FetchHttpClient.layer))
