import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { isPromoCode, normalizePromoCode, PROMO_CODE_KINDS, type PromoCodeKind } from "../../src/domain/promo/promoCodes"

/**
 * The operator tool's `promo` command: `promo create <code> <sport|casino|freebet> <amount in minor units> <currency>
 * <days valid from now> <max uses>` makes a promo code players redeem in the office; `promo create <code> boost <cap in
 * minor units> <currency> <days valid> <max uses> <percent>` a coupon code typed in the bet slip that adds the percent
 * of a won coupon's winnings, at most the cap; `promo list` shows the codes and their uses.
 */

export const PROMO_USAGE = `       npm run operator -- promo create <code> <${PROMO_CODE_KINDS.join("|")}> <amount, minor units> <currency> <days valid> <max uses> [<boost percent>, boost only]
       npm run operator -- promo list`

/** The operator's input is not a promo command: nothing was sent. */
export class PromoInputRefused extends Error {}

const whole = (what: string, text: string | undefined, max: number): number => {
  const value = text !== undefined && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw new PromoInputRefused(`${what} is a whole number from 1 to ${max}, not ${JSON.stringify(text ?? "")}`)
  return value
}

export const promoCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, code, kind, amount, currency, days, maxUses, percent] = args
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    if (action === "list") {
      const codes = yield* client.operatorPromo.codes()
      return codes.length === 0 ? "no promo codes" : codes.map((c) => `${c.code}  ${c.kind}${c.boostPercent === undefined ? "" : ` +${c.boostPercent}%`}  ${c.amount} ${c.currency}  ${c.uses}/${c.maxUses} used  until ${new Date(c.validUntil).toISOString()}`).join("\n")
    }
    const payload = yield* Effect.try({
      try: () => {
        if (action !== "create") throw new PromoInputRefused(`promo takes create or list, not ${JSON.stringify(action ?? "")}`)
        if (code === undefined || !isPromoCode(code)) throw new PromoInputRefused("a promo code is 4 to 32 letters, digits, '-' or '_'")
        if (!(PROMO_CODE_KINDS as ReadonlyArray<string>).includes(kind ?? "")) throw new PromoInputRefused(`the kind is one of ${PROMO_CODE_KINDS.join(", ")}`)
        if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) throw new PromoInputRefused("the currency is three capital letters, as RUB")
        const now = Date.now()
        return {
          code: normalizePromoCode(code),
          kind: kind as PromoCodeKind,
          currency,
          amount: whole("the amount", amount, 1_000_000_000),
          validFrom: now,
          validUntil: now + whole("the days", days, 3650) * 86_400_000,
          maxUses: whole("the max uses", maxUses, 1_000_000),
          ...(kind === "boost" ? { boostPercent: whole("the boost percent", percent, 100) } : {})
        }
      },
      catch: (error) => error as PromoInputRefused
    })
    const made = yield* client.operatorPromo.createCode({ payload })
    return `promo code ${made.code}: ${made.amount} ${made.currency} (${made.kind}), ${made.maxUses} uses, until ${new Date(made.validUntil).toISOString()}`
  }).pipe(Effect.provide(FetchHttpClient.layer))
