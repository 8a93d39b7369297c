import { Effect } from "effect"
import { CasinoPlayForbidden, CasinoRoundRefusalCode, CasinoRoundRefused } from "../../../src/domain/api/casinoRounds"
import type { ResponsibleGamingRefused } from "../../../src/domain/api/limits"
import { DatabaseFault } from "../../platform/db/databaseFault"
import { type RefusalFacts, responsibleGamingRefusal } from "../../limits/refusals"

/** A refusal of a round, the money side's words for it (409 with the balance when it is the balance that refuses). */
export const refused = (code: number, message: string, balance: number | null = null) => new CasinoRoundRefused({ code, message, balance })

/** The refusals both statements share (ban, account, responsible gaming, balance), as the instant rounds answer them. */
export const refusalOf = (
  row: { readonly outcome: string; readonly balance: number | null; readonly rg_type: number | null; readonly rg_remaining: number | null; readonly rg_until: Date | null },
  currency: string
): Effect.Effect<never, CasinoRoundRefused | CasinoPlayForbidden | ResponsibleGamingRefused> => {
  switch (row.outcome) {
    case "conflict":
      return Effect.fail(refused(CasinoRoundRefusalCode.roundIdReused, "This round id was used for another round: start a new round with a new id."))
    case "banned":
    case "frozen":
      return Effect.fail(
        new CasinoPlayForbidden({
          code: CasinoRoundRefusalCode.notAllowed,
          reason: row.outcome,
          message: row.outcome === "banned" ? "Your account may not play for money." : "Your account is frozen: it cannot play for money now."
        })
      )
    case "no_account":
      return Effect.fail(refused(CasinoRoundRefusalCode.noAccount, "Open an account to play for money."))
    case "insufficient":
      return Effect.fail(refused(CasinoRoundRefusalCode.insufficientBalance, "Your balance is too low for this stake.", row.balance))
    case "rg_excluded":
    case "rg_session":
    case "rg_currency":
    case "rg_limit":
      return Effect.fail(
        responsibleGamingRefusal(
          { refusal: row.outcome.slice(3) as RefusalFacts["refusal"], limitType: row.rg_type ?? 30, remaining: row.rg_remaining, until: row.rg_until, currency },
          "stake"
        )
      )
    default:
      return Effect.die(new DatabaseFault(`a casino statement answered ${row.outcome} where a refusal was expected`))
  }
}
