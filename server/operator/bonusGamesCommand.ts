import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { MAX_GRANT } from "../../src/domain/casino/bonusGames/freePlays"

/**
 * The operator tool's `bonus-games` command (`npm run operator -- bonus-games grant <player id> <count>`): free plays of
 * the bonus mini-games granted to a player, on top of their daily one; they do not expire.
 */

export const BONUS_GAMES_USAGE = `       npm run operator -- bonus-games grant <player id> <count 1-${MAX_GRANT}>`

/** The operator's input is not a bonus-games command: nothing was sent. */
export class BonusGamesInputRefused extends Error {}

const whole = (what: string, text: string | undefined, max: number): number => {
  const value = text !== undefined && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw new BonusGamesInputRefused(`${what} is a whole number from 1 to ${max}, not ${JSON.stringify(text ?? "")}`)
  return value
}

export const bonusGamesCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, player, count] = args
    const checked = yield* Effect.try({
      try: () => {
        if (action !== "grant") throw new BonusGamesInputRefused(`bonus-games takes grant, not ${JSON.stringify(action ?? "")}`)
        return { userId: whole("a player id", player, Number.MAX_SAFE_INTEGER), plays: whole("the count", count, MAX_GRANT) }
      },
      catch: (error) => error as BonusGamesInputRefused
    })
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    const answer = yield* client.operatorBonusGames.grant({ payload: checked })
    return `granted ${checked.plays} free play${checked.plays === 1 ? "" : "s"} to player ${answer.userId}: ${answer.grantedLeft} granted left`
  }).pipe(Effect.provide(FetchHttpClient.layer))
