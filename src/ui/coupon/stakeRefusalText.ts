import type { StakeRefusal } from "../../domain/coupon/stakeText"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

/** Why a money field (src/ui/kit/MoneyInput.tsx) refused what was typed, in the coupon's words. */
export const stakeRefusalText = (t: T, refusal: StakeRefusal, currency: string): string => {
  switch (refusal._tag) {
    case "Negative":
      return t("stakeInput.negative")
    case "Characters":
      return t("stakeInput.characters", { chars: refusal.chars })
    case "Separator":
      return t("stakeInput.separator")
    case "MinorDigits":
      return refusal.digits === 0 ? t("stakeInput.wholeUnits", { currency }) : t("stakeInput.minorDigits", { currency, count: refusal.digits })
    case "TooLong":
      return t("stakeInput.tooLong", { count: refusal.digits })
  }
}
