import * as SqlClient from "@effect/sql/SqlClient"
import { randomBytes } from "node:crypto"
import { Clock, Context, Duration, Effect, Layer, Schema } from "effect"
import { BookingCodeNotFound, BookingCodeRefused, type BookingCodeMade, type BookingCodeSlip } from "../../src/domain/api/couponBooking"
import { BOOKING_CODE_LIFETIME, bookingCodeOf, normalizeBookingCode } from "../../src/domain/coupon/bookingCode"
import type { Game } from "../../src/domain/sports/feed"
import { DatabaseFault, orDieQuietly } from "../platform/db/databaseFault"
import { SportsFeed } from "../sports/feed"
import type { LineState } from "../sports/feedModel"
import { outcomeOn } from "../sports/lineReads"

/**
 * Booking codes (migration 043): a slip's selections kept under a random code for BOOKING_CODE_LIFETIME. Only outcomes
 * the line offers are kept (an id that names nothing is not stored); loading answers the ones still offered, with
 * their games, and names those the line dropped since. A code holds no player: who made it is not kept.
 */
export class BookingCodes extends Context.Tag("oddsfold/server/BookingCodes")<
  BookingCodes,
  {
    readonly make: (selections: ReadonlyArray<string>) => Effect.Effect<BookingCodeMade, BookingCodeRefused>
    readonly load: (typed: string) => Effect.Effect<BookingCodeSlip, BookingCodeNotFound>
  }
>() {}

/** Draws of a new code before giving up: a collision among 8.5 × 10^11 codes is already rare. */
const DRAWS = 8
/** Expired rows deleted per new code at most (the janitor's work spread over the codes made). */
const PURGE_BATCH = 100

const unknownCode = new BookingCodeNotFound({ message: "There is no such booking code, or it has expired." })
const Selections = Schema.parseJson(Schema.Array(Schema.String))

/** Each selection's game as the line holds it, with only the markets that hold selections; and the dropped ones. */
export const slipOf = (line: LineState, selections: ReadonlyArray<string>): { readonly games: ReadonlyArray<Game>; readonly kept: ReadonlyArray<string>; readonly dropped: ReadonlyArray<string> } => {
  const games = new Map<string, { game: Game; markets: Set<string> }>()
  const kept: Array<string> = []
  const dropped: Array<string> = []
  for (const id of selections) {
    const found = outcomeOn(line, id)
    if (found === undefined || found.game.status === "finished") {
      dropped.push(id)
      continue
    }
    kept.push(id)
    const entry = games.get(found.game.id) ?? { game: found.game, markets: new Set<string>() }
    entry.markets.add(found.market.id)
    games.set(found.game.id, entry)
  }
  return { games: [...games.values()].map(({ game, markets }) => ({ ...game, markets: game.markets.filter((market) => markets.has(market.id)) })), kept, dropped }
}

export const BookingCodesLive = Layer.effect(
  BookingCodes,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const feed = yield* SportsFeed

    const insert = (code: string, selections: ReadonlyArray<string>, at: Date, expires: Date) =>
      orDieQuietly(
        Effect.map(
          sql<{ readonly code: string }>`insert into booking_codes (code, selections, created_at, expires_at)
            values (${code}, ${JSON.stringify(selections)}::jsonb, ${at}, ${expires}) on conflict (code) do nothing returning code`,
          (rows) => rows.length === 1
        )
      )
    const purge = (at: Date) =>
      orDieQuietly(Effect.asVoid(sql`delete from booking_codes where code in (select code from booking_codes where expires_at <= ${at} limit ${PURGE_BATCH})`))

    const make = (selections: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const line = yield* feed.line
        const unique = [...new Set(selections)]
        const { kept } = slipOf(line, unique)
        if (kept.length === 0) return yield* new BookingCodeRefused({ message: "None of these selections is on the line now: there is nothing to share." })
        const now = yield* Clock.currentTimeMillis
        const at = new Date(now)
        const expires = new Date(now + Duration.toMillis(BOOKING_CODE_LIFETIME))
        yield* purge(at)
        for (let draw = 0; draw < DRAWS; draw++) {
          const code = bookingCodeOf(randomBytes(32))
          if (code !== undefined && (yield* insert(code, kept, at, expires))) return { code, expiresAt: expires.getTime() }
        }
        return yield* Effect.die(new DatabaseFault(`no free booking code in ${DRAWS} draws`))
      })

    const load = (typed: string) =>
      Effect.gen(function* () {
        const code = normalizeBookingCode(typed)
        if (code === undefined) return yield* unknownCode
        const now = new Date(yield* Clock.currentTimeMillis)
        const rows = yield* orDieQuietly(
          sql<{ readonly selections: unknown; readonly expires_at: Date }>`select selections, expires_at from booking_codes where code = ${code} and expires_at > ${now}`
        )
        const row = rows[0]
        if (row === undefined) return yield* unknownCode
        // PGlite answers jsonb parsed, the pg driver too; a string is parsed here, anything else is a defect.
        const stored = typeof row.selections === "string" ? Schema.decodeUnknownSync(Selections)(row.selections) : Schema.decodeUnknownSync(Schema.Array(Schema.String))(row.selections)
        const { dropped, games, kept } = slipOf(yield* feed.line, stored)
        return { code, expiresAt: new Date(row.expires_at).getTime(), games, selections: kept, dropped }
      })

    return { make, load }
  })
)
