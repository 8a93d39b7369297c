import { splitLanguageSegment, withLanguage } from "../shell/languageRoute"
import type { LanguageCode } from "../shell/language"

/**
 * The ban redirect guard (SPEC.md 4 "Ban redirect guard", 6 "Banned means ban_level above 0", 9 "Ban levels 53 and
 * 45"). A banned player may stay only on pages marked allowed for banned players; everywhere else they are sent to the
 * ban page. The one exception is deduce (the withdrawal of the personal office, SPEC.md 2.5 and 2.8 "the ban case uses
 * the route deduce"): open at ban level 53 with ban version 1, and at ban level 45 with any other version. A player
 * who is not banned never sees the pages marked hidden-if-not-banned: they go home. A redirect to where the player
 * already is would loop: it is reported as cyclic (logged by the caller), never performed.
 */

/** SPEC.md 9: the two ban levels that keep the withdrawal open. */
export const DEDUCE_BAN_LEVEL_V1 = 53
export const DEDUCE_BAN_LEVEL_OTHER_VERSIONS = 45

/** The page a banned player is sent to: the block page, which tells a banned player why (SPEC.md 2.8). */
export const BAN_PAGE = "/block"
export const DEDUCE_PAGE = "/deduce"

/** How a route treats a ban (the route table's `ban` mark, src/ui/shell/routing/routeTable.tsx). */
export type BanMark = "allowedForBanned" | "hiddenIfNotBanned" | "deduce" | "none"

/**
 * Path prefixes (after the language segment) of the pages a banned player may see: the block and maintenance
 * screens (the ban page among them), the unsubscribe link's page (news stop for everyone), and the developer's pages
 * of a non-production build.
 */
export const ALLOWED_FOR_BANNED_PREFIXES = [
  "/block",
  "/block-ua",
  "/block-ie",
  "/site-updates",
  "/coming-soon",
  "/suspension",
  "/maintenance",
  "/user/stopnewsletter",
  "/debugger",
  "/dev/mailbox"
] as const

/** Pages that exist only for banned players: the history of their appeals against the block (SPEC.md 2.8). */
export const HIDDEN_IF_NOT_BANNED_PREFIXES = ["/block-appeal-history"] as const

export interface BanFacts {
  readonly banLevel: number
  readonly banVersion: number
}

/** SPEC.md 6: banned means ban_level above 0. */
export const isBanned = (ban: BanFacts): boolean => ban.banLevel > 0

/** SPEC.md 4: deduce stays open at ban level 53 with version 1, and at 45 with any other version. */
export const isDeduceOpen = (ban: BanFacts): boolean =>
  (ban.banLevel === DEDUCE_BAN_LEVEL_V1 && ban.banVersion === 1) || (ban.banLevel === DEDUCE_BAN_LEVEL_OTHER_VERSIONS && ban.banVersion !== 1)

const under = (rest: string, prefix: string): boolean => rest === prefix || rest.startsWith(`${prefix}/`)

/** The ban mark of a page path (no query): "/en/block" → allowedForBanned. */
export const banMarkOf = (path: string): BanMark => {
  const rest = splitLanguageSegment(path).rest
  if (under(rest, DEDUCE_PAGE)) return "deduce"
  if (ALLOWED_FOR_BANNED_PREFIXES.some((prefix) => under(rest, prefix))) return "allowedForBanned"
  if (HIDDEN_IF_NOT_BANNED_PREFIXES.some((prefix) => under(rest, prefix))) return "hiddenIfNotBanned"
  return "none"
}

/** Where the guard sends the player, or that the move would loop (then it is logged, not made). */
export type BanVerdict =
  | { readonly _tag: "Stay" }
  | { readonly _tag: "Redirect"; readonly to: string; readonly reason: "banned" | "notBanned" }
  | { readonly _tag: "Cyclic"; readonly to: string; readonly reason: "banned" | "notBanned" }

const STAY: BanVerdict = { _tag: "Stay" }

/**
 * The guard for one route. `ban` is undefined while no player's user config is known (a guest, or a player whose
 * config has not answered yet): nothing is decided on a guess.
 */
export const banDetour = (route: { readonly path: string; readonly search: string }, ban: BanFacts | undefined, lng: LanguageCode): BanVerdict => {
  if (ban === undefined) return STAY
  const mark = banMarkOf(route.path)
  const move = (target: string, reason: "banned" | "notBanned"): BanVerdict => {
    const to = withLanguage(lng, target)
    return to === route.path ? { _tag: "Cyclic", to, reason } : { _tag: "Redirect", to, reason }
  }
  if (isBanned(ban)) {
    if (mark === "allowedForBanned") return STAY
    if (mark === "deduce" && isDeduceOpen(ban)) return STAY
    return move(BAN_PAGE, "banned")
  }
  return mark === "hiddenIfNotBanned" ? move("/", "notBanned") : STAY
}
