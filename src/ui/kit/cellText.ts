import { formatOddsByView } from "../../domain/sports/oddsFormats"
import { formatMoney } from "./formatMoney"

/** A true minus sign (U+2212): the hyphen Intl writes is short and easy to miss in a column of amounts. */
const MINUS = "\u2212"

export interface MoneyText {
  readonly text: string
  readonly negative: boolean
}

/**
 * An amount of minor units as a money cell writes it: formatMoney's text in the page's language, a debit with a true
 * minus sign in place of the hyphen, and whether it is one (the cell colours it).
 */
export const moneyCellText = (minor: number, currency: { readonly iso: string; readonly minorDigits: number }, lng: string): MoneyText => {
  const negative = minor < 0
  const text = formatMoney(minor, currency, lng)
  return { text: negative ? text.replace("-", MINUS) : text, negative }
}

/** No price (a market not priced yet, a leg without one): a dash, never "0.00". */
export const NO_PRICE = "—"

/**
 * A decimal price in the player's odds format (settings' coefViewId, as the live line shows it): "1.91", "-110",
 * "10/11"; a dash when there is no price (below the lowest price a book offers, 1).
 */
export const oddsCellText = (decimal: number | null, coefViewId: number): string =>
  decimal === null || !Number.isFinite(decimal) || decimal < 1 ? NO_PRICE : formatOddsByView(decimal, coefViewId)
