import { moneyCellText, oddsCellText } from "./cellText"
import "./table.css"

/** Which element a cell is: a table cell, a receipt's value (`dd`) or a run of text. */
export type CellElement = "td" | "dd" | "span"

interface CellProps {
  readonly as?: CellElement
  readonly className?: string
  readonly "data-testid"?: string
}

const classes = (...parts: ReadonlyArray<string | null | undefined>): string => parts.filter((part) => part !== null && part !== undefined && part !== "").join(" ")

/**
 * Money in a table or on a receipt: the amount of minor units in the currency as the page's language writes it,
 * right-aligned in tabular figures so columns of amounts line up, a debit with a true minus and in the danger colour.
 */
export const MoneyCell = ({
  minor,
  currency,
  lng,
  as: Element = "td",
  className,
  ...rest
}: CellProps & { readonly minor: number; readonly currency: { readonly iso: string; readonly minorDigits: number }; readonly lng: string }) => {
  const { text, negative } = moneyCellText(minor, currency, lng)
  return (
    <Element className={classes("kit-cell--numeric", "kit-money", negative ? "kit-money--negative" : null, className)} data-testid={rest["data-testid"]}>
      {text}
    </Element>
  )
}

/**
 * A price in the player's odds format (`coefViewId` from their settings), right-aligned in tabular figures; a dash
 * when there is none. For prices that stand still (receipts, history): the live line's price buttons write their text
 * themselves on each tick.
 */
export const OddsCell = ({ decimal, coefViewId, as: Element = "td", className, ...rest }: CellProps & { readonly decimal: number | null; readonly coefViewId: number }) => (
  <Element className={classes("kit-cell--numeric", "kit-odds", className)} data-testid={rest["data-testid"]}>
    {oddsCellText(decimal, coefViewId)}
  </Element>
)
