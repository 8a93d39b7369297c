import { describe, expect, it } from "vitest"
import { LottoDrawLoaded, LottoDrawLoadFailed, LottoGamesLoaded, LottoTicketBought, LottoTicketBuyFailed, LottoTicketsLoaded } from "../../src/commands/lotto/events"
import { LoggedOut, SessionChecked } from "../../src/commands/session/events"
import { NetworkError, ServerRefused } from "../../src/domain/api/clientErrors"
import { lottoProjection } from "../../src/projections/lotto/lotto"

/** Lotto's state as its pages read it: the games, the draws by id, the player's tickets by draw, the last purchase. */

const draw = (id: number, numbers: ReadonlyArray<number> | null = null) => ({
  id,
  game: "5-of-36" as const,
  drawAt: 900_000,
  commitment: "a".repeat(64),
  clientSeed: "lotto:5-of-36",
  nonce: id,
  numbers,
  serverSeed: numbers === null ? null : "b".repeat(64),
  drawnAt: numbers === null ? null : 900_000
})
const ticket = (ticketId: string, drawId: number, prize: number | null = null) => ({
  ticketId,
  drawId,
  game: "5-of-36" as const,
  numbers: [1, 2, 3, 4, 5],
  currency: "RUB",
  stake: 100,
  boughtAt: 1000,
  matches: prize === null ? null : 2,
  prize
})

const fold = (events: ReadonlyArray<any>): typeof lottoProjection.initial => events.reduce((state, event) => lottoProjection.apply(state, event), lottoProjection.initial)

describe("the lotto projection", () => {
  it("keeps the games, a draw by id (its numbers once drawn) and a 404 draw as missing", () => {
    const state = fold([
      new LottoGamesLoaded({ answer: { games: [], minStake: 10, maxStake: 100_000, now: 5 } }),
      new LottoDrawLoaded({ draw: draw(3) }),
      new LottoDrawLoaded({ draw: draw(3, [1, 7, 9, 20, 36]) }),
      new LottoDrawLoadFailed({ drawId: 4, error: new ServerRefused({ status: 404, title: "LottoNotFound" }) }),
      new LottoDrawLoadFailed({ drawId: 5, error: new NetworkError({ message: "offline" }) })
    ])
    expect(state.status).toBe("loaded")
    expect(state.draws["3"]?.numbers).toEqual([1, 7, 9, 20, 36])
    expect(state.missingDraws).toEqual([4])
    expect(lottoProjection.apply(state, new LottoDrawLoaded({ draw: draw(4) })).missingDraws).toEqual([])
  })
  it("a bought ticket is the last purchase and heads its draw's tickets once; a settled list replaces it", () => {
    const bought = fold([
      new SessionChecked({ userId: 7 }),
      new LottoTicketsLoaded({ drawId: 3, tickets: [ticket("older-ticket", 3)] }),
      new LottoTicketBuyFailed({ ticketKey: "first-try", error: new NetworkError({ message: "offline" }) }),
      new LottoTicketBought({ answer: { ticket: ticket("new-ticket", 3), balance: 900 } }),
      new LottoTicketBought({ answer: { ticket: ticket("new-ticket", 3), balance: 900 } })
    ])
    expect(bought.lastBought?.ticketId).toBe("new-ticket")
    expect(bought.buyError).toBeNull()
    expect(bought.tickets["3"]?.map((t) => t.ticketId)).toEqual(["new-ticket", "older-ticket"])
    const settled = lottoProjection.apply(bought, new LottoTicketsLoaded({ drawId: 3, tickets: [ticket("new-ticket", 3, 100)] }))
    expect(settled.tickets["3"]).toEqual([ticket("new-ticket", 3, 100)])
  })
  it("another player (or a guest) in the browser starts from nothing: the tickets were the last player's", () => {
    const state = fold([
      new SessionChecked({ userId: 7 }),
      new LottoTicketBought({ answer: { ticket: ticket("new-ticket", 3), balance: 900 } }),
      new LoggedOut({})
    ])
    expect(state.tickets).toEqual({})
    expect(state.lastBought).toBeNull()
    expect(state.owner).toBeNull()
  })
})
