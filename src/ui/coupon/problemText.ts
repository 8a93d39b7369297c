import type { CouponProblem } from "../../domain/coupon/rules"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

/** A problem in the player's language, with its amounts as money. */
export const problemText = (t: T, problem: CouponProblem, money: (minor: number) => string): string => {
  switch (problem._tag) {
    case "TooManyBets":
      return t("problems.TooManyBets", { max: problem.max })
    case "TooFewBets":
      return t("problems.TooFewBets", { min: problem.min })
    case "AmountBelowMin":
      return t("problems.AmountBelowMin", { min: money(problem.min) })
    case "AmountAboveMax":
      return t("problems.AmountAboveMax", { max: money(problem.max) })
    case "PayoutAboveMax":
      return t("problems.PayoutAboveMax", { maxPayout: money(problem.maxPayout) })
    default:
      return t(`problems.${problem._tag}`)
  }
}
