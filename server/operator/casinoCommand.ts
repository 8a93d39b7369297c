import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted, Schema } from "effect"
import { type NewCasinoGame, NewCasinoGame as NewCasinoGameSchema, type OperatorCasinoGame } from "../../src/domain/api/casino"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"

/**
 * The operator tool's `casino` commands: the catalogue's games as stored (hidden ones too), adding a game (an
 * in-house one, or an external one with its https page and its provider, made when new), hiding and showing a game,
 * and its place in the lobby (smaller first).
 */

export const CASINO_USAGE = `       npm run operator -- casino games
       npm run operator -- casino add <id> "name" --provider <id> [--provider-name "name"] --category <id> [--category <id>...]
                                      --rtp <basis points> --max-win <multiple> [--tag <tag>...] [--position <n>] [--url <https page>]
       npm run operator -- casino hide <game id> | show <game id>
       npm run operator -- casino order <game id> <position>`

/** The operator's input is not a casino command: nothing was sent. */
export class CasinoInputRefused extends Error {}

const GAME_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/

const gameId = (text: string | undefined): string => {
  if (text === undefined || !GAME_ID.test(text)) throw new CasinoInputRefused(`a game id is lower-case letters, digits and dashes, not ${JSON.stringify(text ?? "")}`)
  return text
}

const whole = (what: string, text: string | undefined): number => {
  const n = Number(text)
  if (text === undefined || text.trim() === "" || !Number.isInteger(n)) throw new CasinoInputRefused(`${what} is a whole number, not ${JSON.stringify(text ?? "")}`)
  return n
}

/** `add`'s arguments: the id and name, then options; each option once, except --category and --tag. */
const newGame = (args: ReadonlyArray<string>): NewCasinoGame => {
  const [id, name, ...options] = args
  const single = new Map<string, string>()
  const categories: Array<string> = []
  const tags: Array<string> = []
  for (let i = 0; i < options.length; i += 2) {
    const option = options[i]!
    const value = options[i + 1]
    if (value === undefined) throw new CasinoInputRefused(`${option} needs a value`)
    if (option === "--category") categories.push(value)
    else if (option === "--tag") tags.push(value)
    else if (["--provider", "--provider-name", "--rtp", "--max-win", "--position", "--url"].includes(option) && !single.has(option)) single.set(option, value)
    else throw new CasinoInputRefused(`unknown or repeated option ${JSON.stringify(option)}`)
  }
  if (!single.has("--rtp") || !single.has("--max-win")) throw new CasinoInputRefused("a game publishes its RTP (--rtp, basis points) and its maximum win (--max-win)")
  const url = single.get("--url")
  const candidate = {
    id: gameId(id),
    name: name ?? "",
    provider: single.get("--provider") ?? "",
    ...(single.has("--provider-name") ? { providerName: single.get("--provider-name") } : {}),
    categories,
    tags,
    rtp: whole("--rtp", single.get("--rtp")),
    maxWin: whole("--max-win", single.get("--max-win")),
    position: single.has("--position") ? whole("--position", single.get("--position")) : 0,
    launch: url === undefined ? "in-house" : "external",
    launchUrl: url ?? null
  }
  const decoded = Schema.decodeUnknownEither(NewCasinoGameSchema)(candidate)
  if (decoded._tag === "Left") throw new CasinoInputRefused(`the game is not one the catalogue takes: ${decoded.left.message}`)
  return decoded.right
}

/** One game as the operator reads it. */
export const gameLine = (g: OperatorCasinoGame): string =>
  [
    g.id,
    JSON.stringify(g.name),
    g.provider,
    g.categories.join(","),
    `rtp ${(g.rtp / 100).toFixed(2)}%`,
    `max win x${g.maxWin}`,
    `position ${g.position}`,
    g.launch === "external" ? `external ${g.launchUrl}` : "in-house",
    g.hidden ? "HIDDEN" : "shown"
  ].join("  ")

export const casinoCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, id, ...rest] = args
    const checked = yield* Effect.try({
      try: () => {
        if (action === "games") return { action } as const
        if (action === "add") return { action, game: newGame(args.slice(1)) } as const
        if (action === "hide" || action === "show") return { action, id: gameId(id) } as const
        if (action === "order") return { action, id: gameId(id), position: whole("a position", rest[0]) } as const
        throw new CasinoInputRefused(`casino takes games, add, hide, show or order, not ${JSON.stringify(action ?? "")}`)
      },
      catch: (error) => (error instanceof CasinoInputRefused ? error : new CasinoInputRefused(String(error)))
    })
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (checked.action) {
      case "games":
        return (yield* client.operatorCasino.games()).map(gameLine).join("\n")
      case "add":
        return `added: ${gameLine(yield* client.operatorCasino.addGame({ payload: checked.game }))}`
      case "hide":
      case "show":
        return `${checked.action === "hide" ? "hidden" : "shown"}: ${gameLine(yield* client.operatorCasino.setHidden({ path: { gameId: checked.id }, payload: { hidden: checked.action === "hide" } }))}`
      case "order":
        return `ordered: ${gameLine(yield* client.operatorCasino.setPosition({ path: { gameId: checked.id }, payload: { position: checked.position } }))}`
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
