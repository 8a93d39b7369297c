import { Children, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from "react"
import "./table.css"

/**
 * The site's data tables: results, statistics, a team's games, scores by period, a receipt's legs. One look for all
 * of them (header row in muted small type, a rule under each row), in three styles:
 * - `boxed`: a card of its own (the lists of games on the results, statistics and team pages);
 * - `plain`: rules only, inside a card that is already there (a receipt's legs);
 * - `grid`: a small centred score grid (periods × teams) with tabular figures.
 * `stickyHeader` keeps the header row under the site's header while a long table scrolls. `empty`, when the body has
 * no rows, is said in place of the table (a header over nothing tells the player nothing).
 */
export type TableStyle = "boxed" | "plain" | "grid"

export interface TableProps {
  /** The header row's cells (`Th`). */
  readonly head: ReactNode
  /** The body's rows (`tr`, cells `Td` / `Th scope="row"`). */
  readonly children: ReactNode
  readonly variant?: TableStyle
  /** Names the table for assistive technology; shown as a caption unless `captionHidden`. */
  readonly caption?: ReactNode
  readonly captionHidden?: boolean
  readonly captionClassName?: string
  /** Names the table when it has no caption. */
  readonly label?: string
  readonly stickyHeader?: boolean
  /** Said instead of the table when it has no rows. */
  readonly empty?: ReactNode
  readonly className?: string
  readonly "data-testid"?: string
}

export const tableClass = (variant: TableStyle, stickyHeader: boolean, className?: string): string =>
  ["kit-table", `kit-table--${variant}`, stickyHeader ? "kit-table--sticky" : null, className ?? null].filter((part) => part !== null).join(" ")

export const Table = ({ head, children, variant = "boxed", caption, captionHidden = false, captionClassName, label, stickyHeader = false, empty, className, ...rest }: TableProps) => {
  if (empty !== undefined && Children.toArray(children).length === 0) return <p className="muted kit-table__empty">{empty}</p>
  return (
    <table className={tableClass(variant, stickyHeader, className)} aria-label={label} data-testid={rest["data-testid"]}>
      {caption === undefined ? null : <caption className={captionHidden ? "visually-hidden" : (captionClassName ?? "kit-table__caption")}>{caption}</caption>}
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** How a column's cells line up: text from the start; numbers (counts, scores, money, prices) to the end, in tabular figures so digits align; `center` for a score grid. */
export type CellAlign = "start" | "numeric" | "center"

const cellClass = (align: CellAlign | undefined, className: string | undefined): string | undefined => {
  const parts = [align === undefined || align === "start" ? null : `kit-cell--${align}`, className ?? null].filter((part) => part !== null)
  return parts.length === 0 ? undefined : parts.join(" ")
}

/** A header cell: a column's (`scope="col"`, the default) or a row's name (`scope="row"`). */
export const Th = ({ align, className, scope = "col", ...props }: Omit<ThHTMLAttributes<HTMLTableCellElement>, "align"> & { readonly align?: CellAlign }) => (
  <th scope={scope} className={cellClass(align, className)} {...props} />
)

/** A body cell. */
export const Td = ({ align, className, ...props }: Omit<TdHTMLAttributes<HTMLTableCellElement>, "align"> & { readonly align?: CellAlign }) => <td className={cellClass(align, className)} {...props} />
