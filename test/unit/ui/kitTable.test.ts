import { createElement as h, Fragment } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { MoneyCell, OddsCell } from "../../../src/ui/kit/cells"
import { Table, Td, Th } from "../../../src/ui/kit/Table"

const head = h(Fragment, null, h(Th, null, "Game"), h(Th, { align: "numeric" }, "Stake"))

describe("the kit's table", () => {
  it("says its empty text in place of a table with no rows", () => {
    const html = renderToStaticMarkup(h(Table, { head, empty: "No bets on these days.", children: [] }))
    expect(html).toBe('<p class="muted kit-table__empty">No bets on these days.</p>')
  })

  it("names its columns, and lines money up at the end with a debit's true minus", () => {
    const row = h("tr", { key: "g1" }, h(Td, null, "Arsenal — Chelsea"), h(MoneyCell, { minor: -250, currency: { iso: "USD", minorDigits: 2 }, lng: "en" }))
    const html = renderToStaticMarkup(h(Table, { head, caption: "Bets", captionHidden: true, stickyHeader: true, empty: "None", children: [row] }))
    expect(html).toBe(
      '<table class="kit-table kit-table--boxed kit-table--sticky"><caption class="visually-hidden">Bets</caption>' +
        '<thead><tr><th scope="col">Game</th><th scope="col" class="kit-cell--numeric">Stake</th></tr></thead>' +
        '<tbody><tr><td>Arsenal — Chelsea</td><td class="kit-cell--numeric kit-money kit-money--negative">\u2212$2.50</td></tr></tbody></table>'
    )
  })

  it("writes a price in the player's format, in the element asked for", () => {
    expect(renderToStaticMarkup(h(OddsCell, { as: "dd", decimal: 1.91, coefViewId: 2, "data-testid": "coef" }))).toBe(
      '<dd class="kit-cell--numeric kit-odds" data-testid="coef">10/11</dd>'
    )
  })
})
