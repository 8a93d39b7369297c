import { Schema } from "effect"

/**
 * The feed's ids as the contract accepts them: a game's ("g" and its number) and a championship's (lower-case
 * letters, digits and hyphens). Shared by the sports group's endpoints and the favorites a player keeps.
 */
export const GameId = Schema.String.pipe(Schema.pattern(/^g[0-9]{1,12}$/, { message: () => "a game id such as g123" }))
/** A market's: its game's id, the market type, the period and the line if it has one (g12:total:0:2.5). */
export const MarketId = Schema.String.pipe(
  Schema.maxLength(80),
  Schema.pattern(/^g[0-9]{1,12}:[A-Za-z0-9]{1,30}:[0-9]{1,2}(:-?[0-9]{1,6}(\.[0-9]{1,3})?)?$/, { message: () => "a market id such as g123:1x2:0" })
)
export const ChampionshipId = Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,40}$/, { message: () => "a championship id" }))
