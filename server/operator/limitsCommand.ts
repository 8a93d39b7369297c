import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Either, ParseResult, Redacted, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { CurrencyCouponLimits, isKnownCurrency } from "../../src/domain/coupon/currencyLimits"

/**
 * The operator tool's `limits` commands (`npm run operator -- limits show | limits set <CURRENCY> --min <minor> --max
 * <minor> --max-payout <minor>`): the coupon limits per currency (migration 037), in minor units. What the operator
 * typed is checked by the same rule the server applies (src/domain/coupon/currencyLimits.ts) before anything is sent,
 * so a typing mistake is said plainly and changes nothing.
 */

export const LIMITS_USAGE = `       npm run operator -- limits show
       npm run operator -- limits set <currency> --min <minor units> --max <minor units> --max-payout <minor units>`

/** The operator's input breaks a rule: nothing was sent to the server. */
export class LimitsInputRefused extends Error {}

const FLAGS = { "--min": "minBetAmount", "--max": "maxBetAmount", "--max-payout": "maxPayout" } as const
type Flag = keyof typeof FLAGS

const isFlag = (text: string): text is Flag => Object.hasOwn(FLAGS, text)

/** An amount as typed: digits only (no sign, no decimals: minor units are whole), more than 0. */
const minorUnits = (flag: Flag, text: string | undefined): number => {
  const n = Number(text)
  if (text === undefined || !/^[0-9]+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw new LimitsInputRefused(`${flag} is a positive whole number of minor units (1000 is RUB 10.00), not ${JSON.stringify(text ?? "")}`)
  }
  return n
}

/** `<CURRENCY> --min <minor> --max <minor> --max-payout <minor>` as the limits to set, or why not. */
export const parseLimitsSet = (args: ReadonlyArray<string>): CurrencyCouponLimits => {
  const [code, ...rest] = args
  if (code === undefined || code.startsWith("--")) throw new LimitsInputRefused("limits set needs a currency: limits set RUB --min 1000 --max 10000000 --max-payout 1000000000")
  const currency = code.trim().toUpperCase()
  if (!isKnownCurrency(currency)) throw new LimitsInputRefused(`${JSON.stringify(code)} is not a known ISO 4217 currency code (e.g. RUB, USD, EUR)`)
  const given: Partial<Record<Flag, number>> = {}
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i]!
    if (!isFlag(flag)) throw new LimitsInputRefused(`unknown option ${JSON.stringify(flag)}: limits set takes --min, --max and --max-payout`)
    if (given[flag] !== undefined) throw new LimitsInputRefused(`${flag} is given twice`)
    given[flag] = minorUnits(flag, rest[i + 1])
  }
  const missing = (Object.keys(FLAGS) as Array<Flag>).filter((flag) => given[flag] === undefined)
  if (missing.length > 0) throw new LimitsInputRefused(`limits set needs ${missing.join(", ")} as well (all three limits are set together)`)
  const decoded = Schema.decodeUnknownEither(CurrencyCouponLimits)({ currency, minBetAmount: given["--min"], maxBetAmount: given["--max"], maxPayout: given["--max-payout"] })
  if (Either.isLeft(decoded)) throw new LimitsInputRefused(ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((issue) => issue.message).join("; "))
  return decoded.right
}

const column = (text: string | number, width: number) => String(text).padStart(width)

/** The limits as the operator reads them: one currency a line, amounts in minor units. */
export const limitsTable = (rows: ReadonlyArray<{ readonly currency: string; readonly minBetAmount: number; readonly maxBetAmount: number; readonly maxPayout: number }>): string =>
  [
    "coupon limits in minor units (RUB 1000 is RUB 10.00); a currency not listed has RUB's",
    `currency${column("min stake", 16)}${column("max stake", 16)}${column("max payout", 18)}`,
    ...rows.map((row) => `${row.currency.padEnd(8)}${column(row.minBetAmount, 16)}${column(row.maxBetAmount, 16)}${column(row.maxPayout, 18)}`)
  ].join("\n")

const described = (limits: CurrencyCouponLimits) =>
  `${limits.currency}: min stake ${limits.minBetAmount}, max stake ${limits.maxBetAmount}, max payout ${limits.maxPayout} (minor units)`

/** `limits show` or `limits set …` against the server at `url`: what to print, or why not. */
export const limitsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, ...rest] = args
    if (action !== "show" && action !== "set") return yield* Effect.fail(new LimitsInputRefused(`limits takes show or set, not ${JSON.stringify(action ?? "")}`))
    // Checked before the server is called: bad input sends nothing.
    const wanted = action === "set" ? yield* Effect.try({ try: () => parseLimitsSet(rest), catch: (error) => error as LimitsInputRefused }) : undefined
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    if (wanted === undefined) return limitsTable(yield* client.operator.couponLimits())
    const set = yield* client.operator.setCouponLimits({ payload: wanted })
    return `coupon limits set, ${described(set)}; every server on this database holds them within about a second`
  }).pipe(Effect.provide(FetchHttpClient.layer))
