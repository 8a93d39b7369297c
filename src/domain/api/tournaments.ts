import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { TrimmedPlayerText } from "../playerText"
import { MAX_GAME_WEIGHT, MAX_PRIZE_PLACES } from "../tournaments/ranking"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"
import { OperatorAccess } from "./operator"

/**
 * Tournaments (SPEC.md bonus/casino/tournaments and tournaments/{id}; src/domain/tournaments/ranking.ts). A tournament
 * has a window [startsAt, endsAt), a kind, a currency and a prize table. A casino tournament counts the stakes of its
 * games' rounds at each game's weight (1 point per 1.00 staked at 100%); a sports tournament counts the stakes of
 * singles and expresses placed at its minimum odds or more (1 point per 1.00). Only stakes in the tournament's currency
 * count, and only those made after the player joined and inside the window. Points are hundredths of a point.
 *
 * - The list and a tournament are public; a signed-in player's answer also says whether they joined and their place.
 * - join: the signed-in player's own (no session: 401). Joining twice answers the entry once. A tournament that is
 *   over: 409 closed. No open account in the tournament's currency: 409 noAccount. A ban or frozen wallet: 409
 *   notAllowed. Self-excluded or on a time-out: 403 ResponsibleGamingRefused.
 * - When a tournament ends its prizes are paid, once, into the accounts the winners joined with (one ledger
 *   transaction per place, keyed by the tournament and the place). Ties go to the entrant who reached the score first.
 */

export const TOURNAMENTS_BASE = "/web-api/tournaments"

export const TournamentRefusalCode = {
  closed: 90,
  noAccount: 91,
  notAllowed: 92
} as const

export const TournamentKind = Schema.Literal("casino", "sports")
export type TournamentKind = typeof TournamentKind.Type
export const TournamentPhaseSchema = Schema.Literal("upcoming", "running", "finished")

const TournamentIdFromPath = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER))

export const PrizePlaceSchema = Schema.Struct({ place: Schema.Int.pipe(Schema.between(1, MAX_PRIZE_PLACES)), amount: Schema.Int.pipe(Schema.between(1, 1_000_000_000_000)) })

export const TournamentGame = Schema.Struct({ gameId: Schema.String, weight: Schema.Int })

export const TournamentSummary = Schema.Struct({
  id: Schema.Int,
  kind: TournamentKind,
  title: Schema.Struct({ en: Schema.String, ru: Schema.String }),
  currency: Schema.String,
  startsAt: Schema.Number,
  endsAt: Schema.Number,
  phase: TournamentPhaseSchema,
  prizes: Schema.Array(PrizePlaceSchema),
  /** Casino: the games that count, with their weights (percent). Empty for sports. */
  games: Schema.Array(TournamentGame),
  /** Sports: the smallest coefficient that counts (a single's or an express's); null for casino. */
  minCoef: Schema.NullOr(Schema.Number),
  entrants: Schema.Int,
  /** Once paid: when. */
  settledAt: Schema.NullOr(Schema.Number)
})
export type TournamentSummary = typeof TournamentSummary.Type

export const LeaderboardRow = Schema.Struct({
  place: Schema.Int,
  /** Shown masked ("Player 12…34"): a leaderboard never shows who a player is. */
  player: Schema.String,
  points: Schema.Int,
  /** The prize of the place, or of the prize paid once finished; null past the table. */
  prize: Schema.NullOr(Schema.Int),
  me: Schema.Boolean
})
export type LeaderboardRow = typeof LeaderboardRow.Type

export const TournamentAnswer = Schema.Struct({
  tournament: TournamentSummary,
  /** The first places (at most LEADERBOARD_SIZE). */
  leaderboard: Schema.Array(LeaderboardRow),
  /** The signed-in player's entry: null for a guest or a player who has not joined. */
  me: Schema.NullOr(Schema.Struct({ place: Schema.Int, points: Schema.Int, joinedAt: Schema.Number })),
  now: Schema.Number
})
export type TournamentAnswer = typeof TournamentAnswer.Type

export const TournamentsAnswer = Schema.Struct({
  tournaments: Schema.Array(Schema.Struct({ ...TournamentSummary.fields, joined: Schema.Boolean })),
  now: Schema.Number
})
export type TournamentsAnswer = typeof TournamentsAnswer.Type

export const LEADERBOARD_SIZE = 10

export class TournamentNotFound extends Schema.TaggedError<TournamentNotFound>()("TournamentNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

export class TournamentJoinRefused extends Schema.TaggedError<TournamentJoinRefused>()(
  "TournamentJoinRefused",
  { code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const tournamentsGroup = HttpApiGroup.make("tournaments")
  .add(HttpApiEndpoint.get("list", TOURNAMENTS_BASE).addSuccess(TournamentsAnswer))
  .add(
    HttpApiEndpoint.get("tournament", `${TOURNAMENTS_BASE}/:tournamentId`)
      .setPath(Schema.Struct({ tournamentId: TournamentIdFromPath }))
      .addSuccess(TournamentAnswer)
      .addError(TournamentNotFound)
  )
  .add(
    HttpApiEndpoint.post("join", `${TOURNAMENTS_BASE}/:tournamentId/entries`)
      .setPath(Schema.Struct({ tournamentId: TournamentIdFromPath }))
      .addSuccess(TournamentAnswer)
      .addError(TournamentNotFound)
      .addError(TournamentJoinRefused)
      .addError(ResponsibleGamingRefused)
      .addError(Unauthorized)
  )

/** An operator's key of a tournament: what makes its creation idempotent, lower-case letters, digits and dashes. */
export const TournamentKey = Schema.String.pipe(Schema.pattern(/^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$/, { message: () => "a tournament key is 3 to 64 lower-case letters, digits and dashes" }))

export const NewTournament = Schema.Struct({
  key: TournamentKey,
  kind: TournamentKind,
  titleEn: TrimmedPlayerText(1, 80),
  titleRu: TrimmedPlayerText(1, 80),
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
  startsAt: Schema.Int.pipe(Schema.positive()),
  endsAt: Schema.Int.pipe(Schema.positive()),
  prizes: Schema.Array(PrizePlaceSchema).pipe(Schema.minItems(1), Schema.maxItems(MAX_PRIZE_PLACES)),
  games: Schema.optionalWith(
    Schema.Array(Schema.Struct({ gameId: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,64}$/)), weight: Schema.Int.pipe(Schema.between(1, MAX_GAME_WEIGHT)) })).pipe(Schema.maxItems(64)),
    { default: () => [] }
  ),
  minCoef: Schema.optionalWith(Schema.NullOr(Schema.Number.pipe(Schema.between(1, 1000))), { default: () => null })
})
export type NewTournament = typeof NewTournament.Type

/** The operator's tournament is not one the site takes (its window, prize table, games or odds): nothing was made. */
export class TournamentChangeRefused extends Schema.TaggedError<TournamentChangeRefused>()(
  "TournamentChangeRefused",
  { message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export const OperatorTournament = Schema.Struct({ ...TournamentSummary.fields, key: Schema.String, published: Schema.Boolean })
export type OperatorTournament = typeof OperatorTournament.Type

/**
 * The operator's tournaments (`npm run operator -- tournaments ...`), behind the operator token: created unpublished
 * (the same key again answers the first), published (shown to players), ended now (paid once its grace has passed).
 */
export const operatorTournamentsGroup = HttpApiGroup.make("operatorTournaments")
  .add(HttpApiEndpoint.get("all", "/web-api/operator/tournaments").addSuccess(Schema.Array(OperatorTournament)))
  .add(HttpApiEndpoint.post("create", "/web-api/operator/tournaments").setPayload(NewTournament).addSuccess(OperatorTournament).addError(TournamentChangeRefused))
  .add(
    HttpApiEndpoint.post("publish", "/web-api/operator/tournaments/:tournamentId/publish")
      .setPath(Schema.Struct({ tournamentId: TournamentIdFromPath }))
      .addSuccess(OperatorTournament)
      .addError(TournamentNotFound)
  )
  .add(
    HttpApiEndpoint.post("end", "/web-api/operator/tournaments/:tournamentId/end")
      .setPath(Schema.Struct({ tournamentId: TournamentIdFromPath }))
      .addSuccess(OperatorTournament)
      .addError(TournamentNotFound)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
