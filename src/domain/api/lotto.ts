import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { LOTTO_GAME_IDS, LOTTO_MAX_STAKE, LOTTO_MIN_STAKE } from "../lotto/games"
import { DevTokenHeaders, DevtoolsAccess } from "./devtools"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"

/**
 * Lotto (src/domain/lotto/games.ts): the draw games, their draws and the player's tickets. The games and a draw are
 * public (a guest sees them); buying a ticket and reading tickets are the signed-in player's own (no session: 401;
 * another player's ticket: 404). Money is minor units of the player's active account; times are epoch milliseconds.
 *
 * - A draw shows its commitment (SHA-256 of its secret seed) from the moment it is made, before any ticket is sold;
 *   once drawn it shows its numbers (sorted) and the seed, which hashes to the commitment and draws the numbers.
 * - buyTicket: the stake is debited from the active account in one ledger transaction with the ticket; `ticketKey`
 *   is the client's idempotency key (the same key and request answer the first ticket and debit once; the same key
 *   with another request: 409 keyReused). Sales close at the draw time: a ticket for a draw at or past its time, or
 *   drawn: 409 salesClosed. Not enough money: 409 insufficient. A ban or a frozen wallet: 409 notAllowed. The stake is
 *   held to the player's responsible-gaming rules as every stake is (self-exclusion, session and money limits: 403
 *   ResponsibleGamingRefused), and counts against their wagering and loss limits.
 * - When a draw is made every ticket's prize (paytable multiple × stake) is paid in one ledger transaction per ticket.
 */

export const LOTTO_BASE = "/web-api/lotto"

export const LottoRefusalCode = {
  salesClosed: 80,
  insufficient: 81,
  keyReused: 82,
  noAccount: 83,
  /** A ban or a frozen wallet: the player may not play for money. */
  notAllowed: 84
} as const

export const LottoGameIdSchema = Schema.Literal(...LOTTO_GAME_IDS)
export const TicketKey = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/, { message: () => "a ticket key is 8 to 64 letters, digits, '-' or '_'" }))
const Hex64 = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/))
const DrawIdFromPath = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER))

export const LottoDraw = Schema.Struct({
  id: Schema.Int,
  game: LottoGameIdSchema,
  drawAt: Schema.Number,
  commitment: Hex64,
  /** The client seed and nonce the draw's stream is keyed with (`lotto:<game>`, the draw id). */
  clientSeed: Schema.String,
  nonce: Schema.Int,
  /** Once drawn: the numbers (sorted), the revealed seed and when. */
  numbers: Schema.NullOr(Schema.Array(Schema.Int)),
  serverSeed: Schema.NullOr(Hex64),
  drawnAt: Schema.NullOr(Schema.Number)
})
export type LottoDraw = typeof LottoDraw.Type

export const LottoGameInfo = Schema.Struct({
  id: LottoGameIdSchema,
  pick: Schema.Int,
  of: Schema.Int,
  everyMs: Schema.Int,
  paytable: Schema.Array(Schema.Struct({ matches: Schema.Int, multiple: Schema.Int })),
  /** The draw now selling (null only before the server's schedule made one). */
  next: Schema.NullOr(LottoDraw),
  /** The latest draws made, newest first. */
  recent: Schema.Array(LottoDraw)
})
export type LottoGameInfo = typeof LottoGameInfo.Type

export const LottoGamesAnswer = Schema.Struct({ games: Schema.Array(LottoGameInfo), minStake: Schema.Int, maxStake: Schema.Int, now: Schema.Number })
export type LottoGamesAnswer = typeof LottoGamesAnswer.Type

export const LottoTicket = Schema.Struct({
  ticketId: Schema.String,
  drawId: Schema.Int,
  game: LottoGameIdSchema,
  numbers: Schema.Array(Schema.Int),
  currency: Schema.String,
  stake: Schema.Int,
  boughtAt: Schema.Number,
  /** Once the draw is made and the ticket settled: its matches and prize (0: none). */
  matches: Schema.NullOr(Schema.Int),
  prize: Schema.NullOr(Schema.Int)
})
export type LottoTicket = typeof LottoTicket.Type

export const BuyTicketRequest = Schema.Struct({
  ticketKey: TicketKey,
  drawId: Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)),
  numbers: Schema.Array(Schema.Int.pipe(Schema.between(1, 99))).pipe(Schema.minItems(1), Schema.maxItems(10)),
  stake: Schema.Int.pipe(Schema.between(LOTTO_MIN_STAKE, LOTTO_MAX_STAKE))
})
export type BuyTicketRequest = typeof BuyTicketRequest.Type

export const BuyTicketAnswer = Schema.Struct({ ticket: LottoTicket, balance: Schema.Int })
export type BuyTicketAnswer = typeof BuyTicketAnswer.Type

export const DrawTicketsAnswer = Schema.Struct({ tickets: Schema.Array(LottoTicket) })

export class LottoNotFound extends Schema.TaggedError<LottoNotFound>()("LottoNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

export class LottoTicketInvalid extends Schema.TaggedError<LottoTicketInvalid>()(
  "LottoTicketInvalid",
  { message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class LottoTicketRefused extends Schema.TaggedError<LottoTicketRefused>()(
  "LottoTicketRefused",
  { code: Schema.Int, message: Schema.String, balance: Schema.NullOr(Schema.Int) },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const lottoGroup = HttpApiGroup.make("lotto")
  .add(HttpApiEndpoint.get("games", LOTTO_BASE).addSuccess(LottoGamesAnswer))
  .add(
    HttpApiEndpoint.get("draw", `${LOTTO_BASE}/draws/:drawId`)
      .setPath(Schema.Struct({ drawId: DrawIdFromPath }))
      .addSuccess(LottoDraw)
      .addError(LottoNotFound)
  )
  .add(
    HttpApiEndpoint.get("drawTickets", `${LOTTO_BASE}/draws/:drawId/tickets`)
      .setPath(Schema.Struct({ drawId: DrawIdFromPath }))
      .addSuccess(DrawTicketsAnswer)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.get("ticket", `${LOTTO_BASE}/tickets/:ticketId`)
      .setPath(Schema.Struct({ ticketId: TicketKey }))
      .addSuccess(LottoTicket)
      .addError(LottoNotFound)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("buyTicket", `${LOTTO_BASE}/tickets`)
      .setPayload(BuyTicketRequest)
      .addSuccess(BuyTicketAnswer)
      .addError(LottoTicketInvalid)
      .addError(LottoTicketRefused)
      .addError(ResponsibleGamingRefused)
      .addError(LottoNotFound)
      .addError(Unauthorized)
  )

/** The developer's "make the draw now" (non-production servers, the dev token): closes the sales and draws at once. */
export const lottoDevGroup = HttpApiGroup.make("lottoDev")
  .add(
    HttpApiEndpoint.post("drawNow", "/web-api/dev/lotto/draw")
      .setPayload(Schema.Struct({ game: LottoGameIdSchema }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(LottoDraw)
      .addError(LottoNotFound)
  )
  .middleware(DevtoolsAccess)
  .annotate(OpenApi.Exclude, true)
