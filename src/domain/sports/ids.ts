import { Schema } from "effect"

/**
 * The feed's ids as the contract accepts them: a game's ("g" and its number) and a championship's (lower-case
 * letters, digits and hyphens). Shared by the sports group's endpoints and the favorites a player keeps.
 */
export const GameId = Schema.String.pipe(Schema.pattern(/^g[0-9]{1,12}$/, { message: () => "a game id such as g123" }))
export const ChampionshipId = Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,40}$/, { message: () => "a championship id" }))
