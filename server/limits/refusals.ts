import { Schema } from "effect"
import { LimitRefusalCode, ResponsibleGamingRefused } from "../../src/domain/api/limits"
import { formatMoney, minorDigitsOf } from "../../src/domain/account/money"
import { isLimitTypeCode, kindOf, type LimitTypeCode } from "../../src/domain/limits/limitTypes"
import { BigIntColumn } from "../account/ledgerRepo"

/** What rg_refusal (migration 044) or place_coupon's rg_ outcomes say, read back. */
export interface RefusalFacts {
  readonly refusal: "excluded" | "session" | "currency" | "limit"
  readonly limitType: number
  readonly remaining: number | null
  readonly until: Date | null
  /** The currency of the stake or deposit (a money limit's currency when one refused it). */
  readonly currency: string
}

const WINDOW_WORDS: Partial<Record<LimitTypeCode, string>> = {
  1: "24-hour",
  2: "7-day",
  3: "30-day",
  10: "24-hour",
  11: "7-day",
  12: "30-day",
  20: "24-hour",
  21: "7-day",
  22: "30-day"
}

/** Minor units as money in the refusal's words: "RUB 500.00" (the currency's own digits). */
const moneyWords = (minor: number, currency: string): string => formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, "en")

const dateWords = (until: Date | null): string => (until === null ? "until it is lifted" : `until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`)

/**
 * The typed refusal of a stake or deposit, in the words a player reads: which limit or term refused it and what is
 * left (money limits) or until when (terms).
 */
export const responsibleGamingRefusal = (facts: RefusalFacts, what: "stake" | "deposit"): ResponsibleGamingRefused => {
  const type: LimitTypeCode = isLimitTypeCode(facts.limitType) ? facts.limitType : 30
  const until = facts.until === null ? null : Math.floor(facts.until.getTime() / 1000)
  const make = (code: number, title: string, message: string, remaining: number | null = null) =>
    new ResponsibleGamingRefused({ status: 403, code, title, message, limitType: type, remaining, until })
  const doing = what === "stake" ? "place bets" : "make deposits"
  switch (facts.refusal) {
    case "excluded": {
      const kind = kindOf(type)
      if (kind === "timeOut") return make(LimitRefusalCode.timeOut, "Time-out in effect", `You have taken a time-out: you cannot ${doing} ${dateWords(facts.until)}.`)
      if (kind === "extraLimitsLock") return make(LimitRefusalCode.selfExcluded, "Account self-blocked", `You have blocked your account: you cannot ${doing} ${dateWords(facts.until)}.`)
      return make(LimitRefusalCode.selfExcluded, "Self-exclusion in effect", `You have excluded yourself: you cannot ${doing} ${dateWords(facts.until)}.`)
    }
    case "session":
      return make(LimitRefusalCode.sessionLimitEnded, "Daily session limit ended", "Your daily session limit has ended. Please visit us tomorrow.")
    case "currency":
      return make(
        kindOf(type) === "deposit" ? LimitRefusalCode.depositLimit : kindOf(type) === "loss" ? LimitRefusalCode.lossLimit : LimitRefusalCode.wageringLimit,
        "Limit kept in another currency",
        `Your limits are kept in your main account's currency: while one is set you cannot ${doing} in another currency.`
      )
    case "limit": {
      const remaining = Math.max(0, facts.remaining ?? 0)
      const left = moneyWords(remaining, facts.currency)
      const window = WINDOW_WORDS[type] ?? ""
      switch (kindOf(type)) {
        case "loss":
          return make(LimitRefusalCode.lossLimit, "Loss limit reached", `This stake could take your losses past your ${window} loss limit: ${left} left.`, remaining)
        case "deposit":
          return make(LimitRefusalCode.depositLimit, "Deposit limit reached", `This deposit would exceed your ${window} deposit limit: ${left} left.`, remaining)
        default:
          return make(LimitRefusalCode.wageringLimit, "Wagering limit reached", `This stake would exceed your ${window} wagering limit: ${left} left.`, remaining)
      }
    }
  }
}

/** The outcomes of a money statement that asked rg_used whether a stake may go (lotto, toto): "rg_" and the refusal. */
export const RG_OUTCOMES = ["rg_excluded", "rg_session", "rg_currency", "rg_limit"] as const
export type RgOutcome = (typeof RG_OUTCOMES)[number]

/** The columns such a statement answers beside its outcome: the refusing limit's type, what is left of it, until when. */
export const RgColumns = {
  rg_type: Schema.NullOr(Schema.Number),
  rg_remaining: Schema.NullOr(BigIntColumn),
  rg_until: Schema.NullOr(Schema.DateFromSelf)
}

/** The refusal of a stake such a row carries, in the words a player reads. */
export const refusalOfRow = (
  row: { readonly outcome: RgOutcome; readonly rg_type: number | null; readonly rg_remaining: number | null; readonly rg_until: Date | null },
  currency: string
): ResponsibleGamingRefused =>
  responsibleGamingRefusal(
    { refusal: row.outcome.slice(3) as RefusalFacts["refusal"], limitType: row.rg_type ?? 30, remaining: row.rg_remaining, until: row.rg_until, currency },
    "stake"
  )
