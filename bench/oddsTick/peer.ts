import { formatOdds } from "../../src/domain/sports/oddsFormats"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { painted, timed } from "./painted"

/**
 * The peer: the same table in plain DOM, as a hand-written live page would do it. One button per price, kept in a
 * Map by outcome id; a poll's answer sets the text, the rise or fall mark and the lock of the cells it names.
 */
const cells = new Map<string, { readonly button: HTMLButtonElement; readonly price: HTMLSpanElement; price0: number }>()
const marketCells = new Map<string, Array<HTMLButtonElement>>()

const render = (answer: GamesAnswer) => {
  const table = document.createElement("table")
  const body = table.createTBody()
  for (const game of answer.games) {
    const row = body.insertRow()
    row.insertCell().textContent = `${game.home} — ${game.away}`
    for (const market of game.markets) {
      const buttons: Array<HTMLButtonElement> = []
      for (const outcome of market.outcomes) {
        const button = document.createElement("button")
        button.className = "outcome"
        const name = document.createElement("span")
        name.textContent = outcome.kind
        const price = document.createElement("span")
        price.textContent = formatOdds(outcome.price, "decimal")
        button.append(name, price)
        row.insertCell().append(button)
        cells.set(outcome.id, { button, price, price0: outcome.price })
        buttons.push(button)
      }
      marketCells.set(market.id, buttons)
    }
  }
  document.getElementById("root")!.replaceChildren(table)
}

const apply = (answer: GamesAnswer) => {
  for (const game of answer.games) {
    for (const market of game.markets) {
      const locked = market.status !== "open"
      for (const button of marketCells.get(market.id) ?? []) if (button.disabled !== locked) button.disabled = locked
      for (const outcome of market.outcomes) {
        const cell = cells.get(outcome.id)
        if (cell === undefined || cell.price0 === outcome.price) continue
        cell.button.className = outcome.price > cell.price0 ? "outcome outcome--up" : "outcome outcome--down"
        cell.price.textContent = formatOdds(outcome.price, "decimal")
        cell.price0 = outcome.price
      }
    }
  }
}

window.oddsBench = {
  load: async (answer) => {
    render(answer)
    await painted()
  },
  tick: (answer) => timed(() => apply(answer))
}
