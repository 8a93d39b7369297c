/**
 * The global settings a player saved on the server (the settings page, SPEC.md 2.5 settings) follow the player to
 * every browser. A browser takes them when a player signs in on it (whatever it kept before was a guest's or
 * another player's), and when a visit starts with a player's session on a browser whose stored settings were not
 * that player's (a sign-in that ended in a page load: a social or one-tap sign-in, or a session cookie on a browser
 * that kept another's settings). A browser that already keeps this player's settings keeps them: they include the
 * changes the player made here without saving them on the settings page, which a reload must not undo.
 */

/** How the player came to be signed in on this page. */
export type PlayerArrival = "signedIn" | "sessionFound"

/**
 * Whether the player's saved settings replace this browser's: `browserOwner` is the player the stored settings were
 * written for (null: a guest's, or none stored), `player` the signed-in player.
 */
export const takesSavedSettings = (arrival: PlayerArrival, browserOwner: number | null, player: number): boolean =>
  arrival === "signedIn" || browserOwner !== player
