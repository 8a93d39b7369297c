import { minorToDecimal } from "../../domain/account/money"

/**
 * An amount of minor units as the page's language writes money: "₽1,500.75" in English, "1 500,75 ₽" in Russian.
 * The number goes to Intl.NumberFormat as exact decimal text (no float division), with the currency's own digits.
 */
export const formatMoney = (minor: number, currency: { readonly iso: string; readonly minorDigits: number }, lng: string): string =>
  new Intl.NumberFormat(lng, {
    style: "currency",
    currency: currency.iso,
    minimumFractionDigits: currency.minorDigits,
    maximumFractionDigits: currency.minorDigits
    // Intl.NumberFormat takes decimal strings (ES2023 Intl.NumberFormat v3); TypeScript's lib types only number.
  }).format(minorToDecimal(minor, currency.minorDigits) as unknown as number)
