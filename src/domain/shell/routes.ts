import { CASINO_PAGE_PATHS } from "../casino/routes"
import { CONTENT_PAGE_PATHS } from "../content/pages"
import { PROMOTION_PAGE_PATHS } from "../promotions/routes"

/**
 * The site's page paths, in match order: the one list both the client's route table
 * (src/ui/shell/routing/routeTable.tsx, which adds each page's view and layout) and the server (which answers a page path
 * none of them matches with 404) use. Every path carries the language segment; `:name` is one segment, `:name?` an
 * optional one, as the router reads them.
 */
export const PAGE_PATHS = {
  home: "/:lng/",
  line: "/:lng/line/:sport?/:champ?/:game?",
  live: "/:lng/live/:sport?/:champ?/:game?",
  multi: "/:lng/multi",
  results: "/:lng/results/:sport?",
  champs: "/:lng/champs/:champ?",
  cyber: "/:lng/cyber/:type?/:discipline?/:champ?/:game?",
  esports: "/:lng/esports/:type?/:discipline?/:champ?/:game?",
  topgame: "/:lng/topgame",
  ufc: "/:lng/ufc",
  politics: "/:lng/politics",
  marble: "/:lng/marble",
  betsonyour: "/:lng/betsonyour",
  team: "/:lng/team/:sport/:name",
  statistic: "/:lng/statistic/:gameId",
  statisticpopup: "/:lng/statisticpopup/:gameId",
  coupon: "/:lng/coupon",
  "user-coupon": "/:lng/user/coupon",
  "print-coupon": "/:lng/print-coupon/:couponId",
  history: "/:lng/history",
  "casino-history": "/:lng/history/casino",
  debugger: "/:lng/debugger",
  wallets: "/:lng/account/wallets",
  account: "/:lng/account",
  "approve-sign-in": "/:lng/security/approve",
  security: "/:lng/security",
  settings: "/:lng/settings",
  responsible: "/:lng/responsible",
  verification: "/:lng/verification",
  "identity-check": "/:lng/verification/identity-check",
  identification: "/:lng/identification",
  deduce: "/:lng/deduce",
  recharge: "/:lng/recharge",
  games: "/:lng/games",
  "bonus-game": "/:lng/games/:gameRoute",
  "games-landing": "/:lng/games-landing/:landingRoute",
  lotto: "/:lng/lotto/:sectionName?/:lottoId?",
  toto: "/:lng/toto/:section?/:drawId?",
  tournaments: "/:lng/bonus/casino/tournaments/:tournamentId?",
  "bonuses-deposit": "/:lng/bonuses/deposit",
  "bonuses-wager": "/:lng/bonuses/wager",
  promotion: "/:lng/promotion",
  // Casino cashback (SPEC.md 2.5): before the lobby's casino/{subcategory?}, which would take them.
  "casino-vipcashback": "/:lng/casino/vipcashback",
  "casino-premiumcashback": "/:lng/casino/premiumcashback",
  bringfriend: "/:lng/bringfriend",
  // Loyalty points (SPEC.md 2.5 rewards, 2.8 points): the office page and the public one.
  rewards: "/:lng/rewards",
  points: "/:lng/points",
  // Support (SPEC.md 2.5 support, share-idea): the player's requests, one request's thread, and an idea to send.
  support: "/:lng/support/:ticketId?",
  "share-idea": "/:lng/share-idea",
  historypay: "/:lng/historypay",
  "payment-requests": "/:lng/payment/requests",
  "payment-create-request": "/:lng/payment/create-request",
  "withdraw-return": "/:lng/payments/withdraw/:outcome",
  "payment-return": "/:lng/payments/:outcome",
  "convert-account": "/:lng/convert-account",
  // The promotions and their addresses (SPEC.md 2.7): before the casino's, which would take the first-deposit landing.
  ...PROMOTION_PAGE_PATHS,
  ...CASINO_PAGE_PATHS,
  // The information pages, rules, news and blog (SPEC.md 2.6, 2.8): remote views the back end writes.
  ...CONTENT_PAGE_PATHS,
  "dev-mailbox": "/:lng/dev/mailbox",
  maintenance: "/:lng/maintenance",
  login: "/:lng/user/login",
  "qr-login": "/:lng/user/qr-login",
  registration: "/:lng/registration/:type?",
  "forgot-password": "/:lng/user/forgotpassword",
  "account-verify": "/:lng/user/accountverify",
  "password-reset": "/:lng/user/passwordreset",
  activate: "/:lng/user/activate",
  "activate-fast": "/:lng/user/activatefast",
  "stop-newsletter": "/:lng/user/stopnewsletter",
  block: "/:lng/block",
  "block-ua": "/:lng/block-ua",
  "block-ie": "/:lng/block-ie",
  "site-updates": "/:lng/site-updates",
  // SPEC.md 4 "Terms changed": the page a player whose terms changed confirms them on.
  confirm: "/:lng/confirm",
  "coming-soon": "/:lng/coming-soon",
  suspension: "/:lng/suspension",
  // The in-house games' screens and their verifier: before the lobby's casino/{subcategory?}, which would take them
  // (casino/play/{gameId} is an old game route the server redirects to the lobby's game page).
  "casino-play": "/:lng/casino/in-house/:gameId",
  "casino-fairness": "/:lng/casino/fairness/:roundId?",
  // A bonus mini-game's play, verified like a round ("bonus" is no round id: those have 8 characters or more).
  "casino-fairness-bonus": "/:lng/casino/fairness/bonus/:playId"
} as const

export type PageId = keyof typeof PAGE_PATHS

/** Pages only a non-production build has (SPEC.md 6: the debugger; the dev mailbox). */
export const DEV_PAGES: ReadonlyArray<PageId> = ["debugger", "dev-mailbox"]

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A path pattern as the router matches it: whole path, a trailing slash allowed, letters in any case. */
export const pagePattern = (path: string): RegExp => {
  let pattern = ""
  for (const segment of path.split("/").filter((part) => part !== "")) {
    if (!segment.startsWith(":")) pattern += `/${escapeRegExp(segment)}`
    else pattern += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+"
  }
  return new RegExp(`^${pattern}/?$`, "i")
}

const patterns = (Object.entries(PAGE_PATHS) as ReadonlyArray<[PageId, string]>).map(([id, path]) => ({ id, pattern: pagePattern(path) }))

/** The page a path (without query) shows, or undefined when it is the not-found page; dev pages only with devTools. */
export const pageOf = (pathname: string, options: { readonly devTools: boolean }): PageId | undefined =>
  patterns.find(({ id, pattern }) => (options.devTools || !DEV_PAGES.includes(id)) && pattern.test(pathname))?.id
