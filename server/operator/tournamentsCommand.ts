import { readFile } from "node:fs/promises"
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { NewTournament, type OperatorTournament } from "../../src/domain/api/tournaments"

/**
 * The operator tool's `tournaments` commands: the tournaments as stored (unpublished ones too), a new one from a JSON
 * file (src/domain/api/tournaments.ts NewTournament: key, kind, titles, currency, window in epoch ms, prizes, games or
 * minimum odds; made unpublished, the same key again answers the first), publishing one, and ending one now (it is paid
 * once its grace has passed).
 */

export const TOURNAMENTS_USAGE = `       npm run operator -- tournaments list
       npm run operator -- tournaments create <JSON file of the tournament>
       npm run operator -- tournaments publish <id> | end <id>`

/** The operator's input is not a tournaments command: nothing was sent. */
export class TournamentsInputRefused extends Error {}

const tournamentId = (text: string | undefined): number => {
  const id = text !== undefined && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new TournamentsInputRefused(`a tournament id is a positive whole number, not ${JSON.stringify(text ?? "")}`)
  return id
}

/** One tournament as the operator reads it. */
export const tournamentLine = (t: OperatorTournament): string =>
  [
    `#${t.id}`,
    t.key,
    t.kind,
    JSON.stringify(t.title.en),
    t.currency,
    `${new Date(t.startsAt).toISOString()} – ${new Date(t.endsAt).toISOString()}`,
    t.phase,
    `${t.entrants} joined`,
    t.published ? "published" : "UNPUBLISHED",
    t.settledAt === null ? "" : "paid"
  ]
    .filter((part) => part !== "")
    .join("  ")

const newTournament = (path: string | undefined) =>
  Effect.gen(function* () {
    if (path === undefined) return yield* Effect.fail(new TournamentsInputRefused("create needs the JSON file of the tournament"))
    const text = yield* Effect.tryPromise({ try: () => readFile(path, "utf8"), catch: () => new TournamentsInputRefused(`cannot read ${JSON.stringify(path)}`) })
    return yield* Schema.decodeUnknown(Schema.parseJson(NewTournament))(text).pipe(
      Effect.mapError((error) => new TournamentsInputRefused(`the tournament is not one the site takes: ${error.message}`))
    )
  })

export const tournamentsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, id] = args
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (action) {
      case "list": {
        const all = yield* client.operatorTournaments.all()
        return all.length === 0 ? "no tournaments" : all.map(tournamentLine).join("\n")
      }
      case "create":
        return `made: ${tournamentLine(yield* client.operatorTournaments.create({ payload: yield* newTournament(id) }))}`
      case "publish":
        return `published: ${tournamentLine(yield* client.operatorTournaments.publish({ path: { tournamentId: yield* Effect.try({ try: () => tournamentId(id), catch: (e) => e as TournamentsInputRefused }) } }))}`
      case "end":
        return `ended: ${tournamentLine(yield* client.operatorTournaments.end({ path: { tournamentId: yield* Effect.try({ try: () => tournamentId(id), catch: (e) => e as TournamentsInputRefused }) } }))}`
      default:
        return yield* Effect.fail(new TournamentsInputRefused(`tournaments takes list, create, publish or end, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
