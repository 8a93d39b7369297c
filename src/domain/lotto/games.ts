import { commitmentOf, isServerSeed, RoundRandom } from "../casino/fair"

/**
 * Lotto (SPEC.md route lotto/{sectionName?}/{lottoId?}): draw games run by the server on a fixed schedule. Each draw is
 * provably fair the way the casino's rounds are (src/domain/casino/fair.ts): the server makes a secret seed for the
 * draw and publishes its commitment (SHA-256) before any ticket is sold; at the draw time the numbers are taken from
 * the seed's HMAC-SHA256 stream (client seed `lotto:<game>`, nonce the draw's id) by a partial Fisher–Yates shuffle of
 * 1 … n whose every index is drawn by rejection sampling (`RoundRandom.int`, no modulo bias), and the seed is revealed:
 * anyone can hash it to the commitment and recompute the numbers.
 *
 * A ticket is `pick` distinct numbers of 1 … `of` with a stake; its prize is the stake times the paytable's multiple
 * for the count of its numbers that were drawn (0 for a count the table does not pay).
 */

export interface LottoGame {
  readonly id: LottoGameId
  /** How many numbers are drawn (and picked on a ticket). */
  readonly pick: number
  /** The numbers run from 1 to `of`. */
  readonly of: number
  /** A draw every `everyMs`, at the whole multiples of it since the epoch (UTC). */
  readonly everyMs: number
  /** The multiple of the stake paid for each count of matches (a count not listed pays nothing). */
  readonly paytable: Readonly<Record<number, number>>
}

export const LOTTO_GAME_IDS = ["5-of-36", "6-of-45"] as const
export type LottoGameId = (typeof LOTTO_GAME_IDS)[number]

export const LOTTO_GAMES: Readonly<Record<LottoGameId, LottoGame>> = {
  "5-of-36": { id: "5-of-36", pick: 5, of: 36, everyMs: 15 * 60_000, paytable: { 2: 1, 3: 10, 4: 200, 5: 50_000 } },
  "6-of-45": { id: "6-of-45", pick: 6, of: 45, everyMs: 60 * 60_000, paytable: { 3: 10, 4: 50, 5: 2_000, 6: 500_000 } }
}

export const isLottoGameId = (text: string): text is LottoGameId => (LOTTO_GAME_IDS as ReadonlyArray<string>).includes(text)

/** The smallest and largest stake of a ticket (minor units). */
export const LOTTO_MIN_STAKE = 10
export const LOTTO_MAX_STAKE = 100_000

/** The client seed of a game's draws. */
export const lottoClientSeed = (game: string): string => `lotto:${game}`

/** The first draw time strictly after `now` (epoch ms): the next whole multiple of the game's period. */
export const nextDrawAt = (game: Pick<LottoGame, "everyMs">, now: number): number => (Math.floor(now / game.everyMs) + 1) * game.everyMs

/**
 * The draw's numbers from a stream of random whole numbers (`int(n)` uniform over 0 … n−1): the first `pick` of a
 * partial Fisher–Yates shuffle of 1 … `of`, in the order drawn.
 */
export const drawFrom = (game: Pick<LottoGame, "pick" | "of">, random: Pick<RoundRandom, "int">): ReadonlyArray<number> => {
  const items = Array.from({ length: game.of }, (_, i) => i + 1)
  for (let i = 0; i < game.pick; i++) {
    const j = i + random.int(game.of - i)
    const swapped = items[i]!
    items[i] = items[j]!
    items[j] = swapped
  }
  return items.slice(0, game.pick)
}

/** A draw's numbers, in the order drawn, from its server seed: what the server draws and the verifier recomputes. */
export const drawNumbers = (game: Pick<LottoGame, "id" | "pick" | "of">, serverSeed: string, drawId: number): ReadonlyArray<number> =>
  drawFrom(game, new RoundRandom({ serverSeed, clientSeed: lottoClientSeed(game.id), nonce: drawId }))

/** How many of a ticket's numbers were drawn. */
export const matchesOf = (ticket: ReadonlyArray<number>, drawn: ReadonlyArray<number>): number => {
  const set = new Set(drawn)
  return ticket.filter((n) => set.has(n)).length
}

/** The prize of a ticket with `matches` numbers drawn: the stake times the paytable's multiple (minor units). */
export const prizeOf = (game: Pick<LottoGame, "paytable">, stake: number, matches: number): number => stake * (game.paytable[matches] ?? 0)

/** Why a ticket's numbers are not a ticket of the game. */
export type TicketProblem = "count" | "range" | "duplicate"

/** A ticket's numbers checked: `pick` distinct whole numbers of 1 … `of`. */
export const ticketProblem = (game: Pick<LottoGame, "pick" | "of">, numbers: ReadonlyArray<number>): TicketProblem | null => {
  if (numbers.length !== game.pick) return "count"
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > game.of)) return "range"
  if (new Set(numbers).size !== numbers.length) return "duplicate"
  return null
}

export type LottoVerification =
  | { readonly ok: false; readonly reason: "notHex64" | "commitmentMismatch" }
  | { readonly ok: true; readonly numbers: ReadonlyArray<number>; readonly agrees: boolean }

/**
 * The verifier: the revealed seed must hash to the commitment published before the sales, and the numbers it draws
 * must be the ones announced (compared as sets: the page shows them sorted).
 */
export const verifyDraw = (
  game: Pick<LottoGame, "id" | "pick" | "of">,
  draw: { readonly id: number; readonly commitment: string; readonly serverSeed: string; readonly numbers: ReadonlyArray<number> }
): LottoVerification => {
  if (!isServerSeed(draw.serverSeed)) return { ok: false, reason: "notHex64" }
  if (commitmentOf(draw.serverSeed) !== draw.commitment) return { ok: false, reason: "commitmentMismatch" }
  const numbers = drawNumbers(game, draw.serverSeed, draw.id)
  const sorted = [...numbers].sort((a, b) => a - b)
  const announced = [...draw.numbers].sort((a, b) => a - b)
  return { ok: true, numbers: sorted, agrees: sorted.length === announced.length && sorted.every((n, i) => n === announced[i]) }
}
