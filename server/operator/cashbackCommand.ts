import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { formatMoney, minorDigitsOf } from "../../src/domain/account/money"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import type { CashbackPaidRow } from "../../src/domain/api/promoCashback"
import { WEEK_MS } from "../../src/domain/promo/cashback"

/** The operator tool's `cashback` command: the casino cashback paid per programme and weekly period (UTC), newest first. */

export const CASHBACK_USAGE = `       npm run operator -- cashback`

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** One line per programme, period and currency: the week, how many players were paid and how much in all. */
export const cashbackTable = (rows: ReadonlyArray<CashbackPaidRow>): string =>
  rows.length === 0
    ? "no cashback paid yet"
    : [
        "programme  week (UTC, Monday to Sunday)  players  paid",
        ...rows.map(
          (row) =>
            `${row.programme.padEnd(9)}  ${day(row.periodStart)} – ${day(row.periodStart + WEEK_MS - 86_400_000)}       ${String(row.players).padStart(7)}  ${formatMoney(row.paid, { iso: row.currency, minorDigits: minorDigitsOf(row.currency) }, "en")}`
        )
      ].join("\n")

export const cashbackCommand = (url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    return cashbackTable(yield* client.operatorCashback.paid())
  }).pipe(Effect.provide(FetchHttpClient.layer))
