import type { TFunction } from "i18next"
import { isNoLimit, type LimitTypeCode, NO_LIMIT_VALUE } from "../../domain/limits/limitTypes"
import { optionLabelParts } from "../../domain/limits/view"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/** The limits area's texts (its own namespace, loaded with its code). */
export const useLimitsTexts = () => useAreaTexts("limits", { en, ru })
export type LimitsT = TFunction<"limits">

export interface MoneyUnit {
  readonly iso: string
  readonly minorDigits: number
}

/**
 * SPEC.md 5 "Limit option labels are built from a value and its unit": money in the limit's currency, otherwise hours,
 * minutes or days with the language's plural; "no limit" (or "off" for a reality check) for the value meaning none.
 */
export const optionLabel = (t: LimitsT, lng: string, type: LimitTypeCode, value: number, money: MoneyUnit): string => {
  if (type === 32 && value === 0) return t("page.off")
  if (isNoLimit(type, value) || value === NO_LIMIT_VALUE) return type === 31 ? t("page.notSet") : t("page.none")
  const { unit } = optionLabelParts(type, value)
  switch (unit) {
    case "money":
      return formatMoney(value, money, lng)
    case "hours":
      return t("units.hours", { count: value })
    case "minutes":
      return t("units.minutes", { count: value })
    case "days":
      return t("units.days", { count: value })
  }
}

/** A moment (seconds since the epoch) as the page's language writes a date and time. */
export const dateTimeText = (seconds: number, lng: string): string =>
  new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" }).format(new Date(seconds * 1000))
