import type { Settlement } from "./markets"

/**
 * Outrights (SPEC.md 2.2 page types politics and marble): one event with many participants (candidates of an
 * election, marbles of a race) and one market on which of them wins, instead of two sides and their markets. An
 * outright is a game of the feed whose `participants` are listed: its `home` is the event's name and its `away` is
 * empty; its market of type "outright" has one outcome per participant, whose kind is the participant's number
 * (1 for the first of `participants`: numbers, not 0-based indexes, as a racecard numbers its runners). The event's
 * `order` is its participants' numbers in running or finishing order, first place first.
 */

/** The most participants an outright has (the parser refuses a larger number). */
export const MAX_PARTICIPANTS = 16
/** The fewest: one participant would be no contest. */
export const MIN_PARTICIPANTS = 2

const NUMBER = /^[1-9][0-9]?$/

/** Whether a game is an outright (it has participants instead of two sides). */
export const isOutright = (game: { readonly participants?: ReadonlyArray<string> | undefined }): boolean => (game.participants?.length ?? 0) > 0

/** The kind of the outcome on the participant with this number. */
export const participantKind = (number: number): string => String(number)

/** The participant's number an outcome kind names, or undefined when the kind names none (0, 07, 17, "1X"). */
export const participantNumberOf = (kind: string): number | undefined => {
  if (!NUMBER.test(kind)) return undefined
  const number = Number(kind)
  return number <= MAX_PARTICIPANTS ? number : undefined
}

/** The name of the participant an outcome kind names, or undefined when the event has no such participant. */
export const participantName = (participants: ReadonlyArray<string>, kind: string): string | undefined => {
  const number = participantNumberOf(kind)
  return number === undefined ? undefined : participants[number - 1]
}

/**
 * How a bet on the participant `number` settles against the event's finishing order: won when that participant came
 * first, lost when another did; void (the stake back, as for a cancelled event) when the event recorded no order.
 */
export const settleOutright = (number: number, order: ReadonlyArray<number>): Settlement => (order.length === 0 ? "void" : order[0] === number ? "won" : "lost")

/** The name an event shows: an outright's own name, a match's two sides. */
export const eventTitle = (game: { readonly home: string; readonly away: string }): string => (game.away === "" ? game.home : `${game.home} — ${game.away}`)

/** An outright's participants by name in its running or finishing order (first place first). */
export const namesInOrder = (event: { readonly participants?: ReadonlyArray<string> | undefined; readonly order?: ReadonlyArray<number> | undefined }): ReadonlyArray<string> =>
  (event.order ?? []).map((number) => event.participants?.[number - 1] ?? String(number))

/**
 * The page an outright sport has of its own (SPEC.md 2.2 page types politics and marble), /{lng}/{sport}: where the
 * sports menu sends a player, as bookmakers list politics and virtual races as specials with pages of their own.
 */
export const outrightPagePathOf = (lng: string, sportId: string): string | null => (sportId === "politics" || sportId === "marble" ? `/${lng}/${sportId}` : null)
