import { Schema } from "effect"
import { CASINO_PAGE_PATHS } from "../casino/routes"
import { type PageId, pageOf } from "./routes"

/**
 * The kind of page a measurement of the page (web vitals, src/domain/shell/webVitals.ts) is counted under: a small
 * fixed set, so that the measurements of thousands of different addresses (every game, every championship) gather
 * into figures an operator can read, and nothing of the address itself (a game's id, a query) is ever sent.
 */
export const PAGE_TYPES = ["home", "live", "line", "game", "casino", "casino-game", "account", "other"] as const
export const PageType = Schema.Literal(...PAGE_TYPES)
export type PageType = typeof PageType.Type

/** The line's other lists, on the same views as the line itself (src/ui/shell/routing/routeTable.tsx). */
const LINE_PAGES: ReadonlySet<PageId> = new Set(["line", "topgame", "ufc", "politics", "marble", "betsonyour", "team", "cyber", "esports"])
/** The live section and the multi-live page beside it. */
const LIVE_PAGES: ReadonlySet<PageId> = new Set(["live", "multi"])
/** Pages that show one game being played: a provider's game, an in-house game's screen, a bonus mini-game. */
const CASINO_GAME_PAGES: ReadonlySet<PageId> = new Set(["casino-game", "casino-play", "bonus-game"])
/** The casino's lobby pages (src/domain/casino/routes.ts, the game page aside) and the bonus games' lists. */
const CASINO_PAGES: ReadonlySet<PageId> = new Set([
  ...(Object.keys(CASINO_PAGE_PATHS) as ReadonlyArray<PageId>).filter((id) => !CASINO_GAME_PAGES.has(id)),
  "games",
  "games-landing",
  "lotto",
  "toto",
  "tournaments"
])
/** The personal office (SPEC.md 2.5): the account, its security and settings, the cashier, the histories. */
const ACCOUNT_PAGES: ReadonlySet<PageId> = new Set([
  "account",
  "wallets",
  "security",
  "approve-sign-in",
  "settings",
  "responsible",
  "verification",
  "identity-check",
  "identification",
  "convert-account",
  "deduce",
  "bonuses-deposit",
  "bonuses-wager",
  "promotion",
  "casino-vipcashback",
  "casino-premiumcashback",
  "rewards",
  "support",
  "share-idea",
  "recharge",
  "historypay",
  "payment-requests",
  "payment-create-request",
  "payment-return",
  "withdraw-return",
  "history",
  "casino-history"
])

/**
 * How many segments a sports path has when its last optional segment, the game, is given: line and live are
 * /:lng/line/:sport/:champ/:game, cyber-sport /:lng/cyber/:type/:discipline/:champ/:game (src/domain/shell/routes.ts).
 */
const GAME_DEPTH: Partial<Record<PageId, number>> = { line: 5, live: 5, cyber: 6, esports: 6 }

/** The page type of a path (the address without its query or fragment); a path no page has is "other". */
export const pageTypeOf = (pathname: string): PageType => {
  const page = pageOf(pathname, { devTools: true })
  if (page === undefined) return "other"
  if (page === "home") return "home"
  const gameDepth = GAME_DEPTH[page]
  if (gameDepth !== undefined && pathname.split("/").filter((segment) => segment !== "").length === gameDepth) return "game"
  if (LIVE_PAGES.has(page)) return "live"
  if (LINE_PAGES.has(page)) return "line"
  if (CASINO_GAME_PAGES.has(page)) return "casino-game"
  if (CASINO_PAGES.has(page)) return "casino"
  if (ACCOUNT_PAGES.has(page)) return "account"
  return "other"
}
