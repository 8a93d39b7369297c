import type { ComponentType } from "react"
import { parse } from "regexparam"
import { matchRoute, type Parser } from "wouter"
import { INFO_PAGES } from "../../../domain/content/pages"
import { LEGACY_LANDINGS } from "../../../domain/promotions/routePairs"
import { PAGE_PATHS } from "../../../domain/shell/routes"
import type { BlockKind } from "../pages/blockKinds"
import { withSlipParts } from "../pages/withSlipParts"
import { type LazyPage, lazyPage } from "./lazyPage"
import type { RouteMeta } from "../layouts/routeMeta"

/**
 * The routes of this shell, in match order; whatever none matches is the 404 page. Pages are separate chunks
 * loaded on first visit; a chunk that fails to load is handled by RouteErrorBoundary (SPEC.md 8).
 * Every path carries the language segment: the Navigate handler has already checked it (SPEC.md 2.1).
 */
export interface AppRoute extends LazyPage {
  readonly id: string
  readonly path: string
  readonly meta: RouteMeta
}

// The home page with the sports area's top games and the slip beside them, loaded as one page: the page the server
// rendered hydrates whole as soon as it is here, so a price is answered from the first click.
const homePage = lazyPage(() =>
  Promise.all([import("../pages/HomePage"), withSlipParts(() => import("../../sports/HomeTopGames").then((m) => m.HomeTopGames))]).then(
    ([{ HomePage }, TopGames]) => {
      const Home = () => <HomePage TopGames={TopGames} />
      return Home
    }
  )
)
const notFoundPage = lazyPage(() => import("../../kit/NotFoundPage").then((m) => m.NotFoundPage))
const walletsPage = lazyPage(() => import("../../account/WalletsPage").then((m) => m.WalletsPage))
// The personal office (SPEC.md 2.5), each page its own chunk of the account area.
const personalDataPage = lazyPage(() => import("../../account/office/PersonalDataPage").then((m) => m.PersonalDataPage))
const securityPage = lazyPage(() => import("../../account/office/SecurityPage").then((m) => m.SecurityPage))
const officeSettingsPage = lazyPage(() => import("../../account/office/SettingsPage").then((m) => m.SettingsPage))
// SPEC.md 2.5 responsible: the limits area's page.
const responsiblePage = lazyPage(() => import("../../limits/ResponsiblePage").then((m) => m.ResponsiblePage))
const verificationPage = lazyPage(() => import("../../account/VerificationPage").then((m) => m.VerificationPage))
// The verification page's online identity check (SPEC.md 2.5 "with a third-party identity check page").
const identityCheckPage = lazyPage(() => import("../../account/IdentityCheckPage").then((m) => m.IdentityCheckPage))
const identificationPage = lazyPage(() => import("../../account/IdentificationPage").then((m) => m.IdentificationPage))
const convertAccountPage = lazyPage(() => import("../../account/ConvertAccountPage").then((m) => m.ConvertAccountPage))
// The line and live (SPEC.md 2.2): one chunk of the sports area for the section, sport, championship and game pages.
const sportsPage = lazyPage(() => withSlipParts(() => import("../../sports/SportsPage").then((m) => m.SportsPage)))
const multiLivePage = lazyPage(() => withSlipParts(() => import("../../sports/MultiLivePage").then((m) => m.MultiLivePage)))
const resultsPage = lazyPage(() => import("../../sports/ResultsPage").then((m) => m.ResultsPage))
const cyberPage = lazyPage(() => withSlipParts(() => import("../../sports/CyberPage").then((m) => m.CyberPage)))
// SPEC.md 2.2 page-type variants: the top games, the UFC page, a team's page.
const topGamesPage = lazyPage(() => withSlipParts(() => import("../../sports/TopGamesPage").then((m) => m.TopGamesPage)))
const ufcPage = lazyPage(() => withSlipParts(() => import("../../sports/UfcPage").then((m) => m.UfcPage)))
// SPEC.md 2.2 politics and marble: the line's outrights (elections; virtual marble races), each a page of its own.
const politicsPage = lazyPage(() => withSlipParts(() => import("../../sports/PoliticsPage").then((m) => m.PoliticsPage)))
const marblePage = lazyPage(() => withSlipParts(() => import("../../sports/MarblePage").then((m) => m.MarblePage)))
const teamPage = lazyPage(() => withSlipParts(() => import("../../sports/TeamPage").then((m) => m.TeamPage)))
// SPEC.md 2.2 betsonyour: the games of the player's country (src/domain/sports/yourCountry.ts gives it its meaning).
const betsOnYourPage = lazyPage(() => withSlipParts(() => import("../../sports/BetsOnYourPage").then((m) => m.BetsOnYourPage)))
// SPEC.md 2.8 statistic and statisticpopup: a game's statistics as a page, and alone in a window of their own.
const statisticsPage = lazyPage(() => import("../../sports/StatisticsPage").then((m) => m.StatisticsPage))
const statisticsPopupPage = lazyPage(() => import("../../sports/StatisticsPage").then((m) => m.StatisticsPopupPage))
// The coupon: its own page, the printable coupon (SPEC.md 2.8) and the bet history of the personal office.
const couponPage = lazyPage(() => import("../../coupon/CouponPage").then((m) => m.CouponPage))
const userCouponRedirect = lazyPage(() => import("../../coupon/CouponPage").then((m) => m.UserCouponRedirect))
const printCouponPage = lazyPage(() => import("../../coupon/PrintCouponPage").then((m) => m.PrintCouponPage))
const betHistoryPage = lazyPage(() => import("../../coupon/BetHistoryPage").then((m) => m.BetHistoryPage))
// The in-house games' screens (one chunk each, through the casino play area's registry), their verifier and the
// casino history of the personal office.
const casinoPlayPage = lazyPage(() => import("../../casino/play/PlayPage").then((m) => m.PlayPage))
const casinoFairnessPage = lazyPage(() => import("../../casino/play/FairnessPage").then((m) => m.FairnessPage))
const casinoHistoryPage = lazyPage(() => import("../../casino/play/CasinoHistoryPage").then((m) => m.CasinoHistoryPage))
// SPEC.md 2.3 bonus games: the games, a game's screen and the promotions' landing pages, one chunk of the casino's bonusGames area.
const bonusGamesPage = lazyPage(() => import("../../casino/bonusGames/BonusGamesPages").then((m) => m.BonusGamesPage))
const bonusGamePage = lazyPage(() => import("../../casino/bonusGames/BonusGamesPages").then((m) => m.BonusGamePage))
const lottoPage = lazyPage(() => import("../../lotto/LottoPages").then((m) => m.LottoPage))
const totoPage = lazyPage(() => import("../../toto/TotoPages").then((m) => m.TotoPage))
const tournamentsPage = lazyPage(() => import("../../tournaments/TournamentsPages").then((m) => m.TournamentsPage))
// The bonus engine's office pages (SPEC.md 2.5 bonuses/deposit, bonuses/wager, promotion).
const bonusDepositPage = lazyPage(() => import("../../promo/BonusPages").then((m) => m.BonusDepositPage))
const bonusWagerPage = lazyPage(() => import("../../promo/BonusPages").then((m) => m.BonusWagerPage))
const promotionPage = lazyPage(() => import("../../promo/BonusPages").then((m) => m.PromotionPage))
// Casino cashback's office pages (SPEC.md 2.5 casino/vipcashback, casino/premiumcashback).
const vipCashbackPage = lazyPage(() => import("../../promo/CashbackPages").then((m) => m.VipCashbackPage))
const premiumCashbackPage = lazyPage(() => import("../../promo/CashbackPages").then((m) => m.PremiumCashbackPage))
// Loyalty points (SPEC.md 2.5 rewards, 2.8 points): one chunk for the office page and the public one.
const rewardsPage = lazyPage(() => import("../../promo/LoyaltyPages").then((m) => m.RewardsPage))
const pointsPage = lazyPage(() => import("../../promo/LoyaltyPages").then((m) => m.PointsPage))
// Promotions (SPEC.md 2.7): the showcase and a promotion, both names of the route pairs (each sent on to the name the
// promo-bonus-to-offer setting makes canonical: src/domain/promotions/routePairs.ts says what each shows), the legacy
// landings (which only redirect) and the casino's first-deposit landing; one chunk, the bonus games' pair with theirs.
const promotionsPages = (pick: (m: typeof import("../../promotions/PromotionsPages")) => ComponentType) => lazyPage(() => import("../../promotions/PromotionsPages").then(pick))
const bonusesGamesPage = lazyPage(() =>
  Promise.all([import("../../promotions/PromotionRedirect"), import("../../casino/bonusGames/BonusGamesPages")]).then(([{ withPromotionRedirect }, { BonusGamesPage }]) =>
    withPromotionRedirect(BonusGamesPage)
  )
)
const promotionsMeta: RouteMeta = { layout: "default", titleKey: "promotions" }
const promotionRoutes: ReadonlyArray<AppRoute> = [
  { id: "promotions", path: PAGE_PATHS["promotions"], meta: promotionsMeta, ...promotionsPages((m) => m.PromotionsPage) },
  { id: "slot-first-deposit", path: PAGE_PATHS["slot-first-deposit"], meta: { layout: "default", titleKey: "slotFirstDeposit" }, ...promotionsPages((m) => m.SlotFirstDepositPage) },
  ...(["bonuses", "bonuses-offers"] as const).map((id) => ({ id, path: PAGE_PATHS[id], meta: promotionsMeta, ...promotionsPages((m) => m.ShowcasePairPage) })),
  ...(["bonus-partner", "bonus-offer-partner", "bonus", "bonus-offer"] as const).map((id) => ({ id, path: PAGE_PATHS[id], meta: promotionsMeta, ...promotionsPages((m) => m.PromotionPairPage) })),
  ...(["bonuses-games", "bonuses-offers-games"] as const).map((id) => ({ id, path: PAGE_PATHS[id], meta: { layout: "default", titleKey: "bonusGames" } as const, ...bonusesGamesPage })),
  ...LEGACY_LANDINGS.map((segment) => ({ id: `legacy-${segment}`, path: PAGE_PATHS[`legacy-${segment}`], meta: promotionsMeta, ...promotionsPages((m) => m.LegacyLandingPage) }))
]
// Support (SPEC.md 2.5 support, share-idea): one chunk for both office pages.
const supportPage = lazyPage(() => import("../../support/SupportPages").then((m) => m.SupportPage))
const shareIdeaPage = lazyPage(() => import("../../support/SupportPages").then((m) => m.ShareIdeaPage))
// The confirmation of changed terms (SPEC.md 4).
const confirmTermsPage = lazyPage(() => import("../../terms/ConfirmTermsPage").then((m) => m.ConfirmTermsPage))
// The partner programme's office page (SPEC.md 2.5 bringfriend).
const bringFriendPage = lazyPage(() => import("../../partners/BringFriendPage").then((m) => m.BringFriendPage))
const bonusGamesLandingPage = lazyPage(() => import("../../casino/bonusGames/BonusGamesPages").then((m) => m.BonusGamesLandingPage))
const maintenancePage = lazyPage(() => import("../pages/MaintenancePage").then((m) => m.MaintenancePage))
// The cashier (SPEC.md 2.5 recharge, deduce, historypay, payment requests; 2.8 the provider's return pages). deduce is
// also the withdrawal page a banned player may keep at some ban levels (SPEC.md 4).
const rechargePage = lazyPage(() => import("../../payments/RechargePage").then((m) => m.RechargePage))
const deducePage = lazyPage(() => import("../../payments/DeducePage").then((m) => m.DeducePage))
const historyPayPage = lazyPage(() => import("../../payments/HistoryPayPage").then((m) => m.HistoryPayPage))
const paymentReturnPage = lazyPage(() => import("../../payments/PaymentReturnPage").then((m) => m.PaymentReturnPage))
const withdrawReturnPage = lazyPage(() => import("../../payments/PaymentReturnPage").then((m) => m.WithdrawReturnPage))
const paymentRequestsPage = lazyPage(() => import("../../payments/PaymentRequestsPage").then((m) => m.PaymentRequestsPage))
const createPaymentRequestPage = lazyPage(() => import("../../payments/PaymentRequestsPage").then((m) => m.CreatePaymentRequestPage))
// The casino (SPEC.md 2.3): the lobby's pages are one chunk of the casino area, the game page another.
const casinoPage = (pick: (m: typeof import("../../casino/LobbyPages")) => ComponentType) => lazyPage(() => import("../../casino/LobbyPages").then(pick))
const casinoGamePage = lazyPage(() => import("../../casino/GamePage").then((m) => m.GamePage))
const casinoCategory = (category: Parameters<typeof import("../../casino/LobbyPages")["categoryPage"]>[0]) => casinoPage((m) => m.categoryPage(category))
const casinoMeta = (titleKey: RouteMeta["titleKey"]): RouteMeta => ({ layout: "default", titleKey })

// The sign-in spine (SPEC.md 2.4), each page its own chunk of the session area.
const loginPage = lazyPage(() => import("../../session/LoginPage").then((m) => m.LoginPage))
const registrationPage = lazyPage(() => import("../../session/RegistrationPage").then((m) => m.RegistrationPage))
const forgotPasswordRoute = lazyPage(() => import("../../session/ForgotPasswordRoute").then((m) => m.ForgotPasswordRoute))
const qrLoginPage = lazyPage(() => import("../../session/qr/QrLoginPage").then((m) => m.QrLoginPage))
const approveSignInPage = lazyPage(() => import("../../session/qr/ApproveSignInPage").then((m) => m.ApproveSignInPage))
const accountVerifyPage = lazyPage(() => import("../../session/AccountVerifyPage").then((m) => m.AccountVerifyPage))
// The other pages of the e-mail links (SPEC.md 2.4): each its own chunk, with its own dictionary group.
const passwordResetPage = lazyPage(() => import("../../session/passwordReset/PasswordResetPage").then((m) => m.PasswordResetPage))
const activationPage = lazyPage(() => import("../../session/activation/ActivationPage").then((m) => m.ActivationPage))
const stopNewsletterPage = lazyPage(() => import("../../session/newsletter/StopNewsletterPage").then((m) => m.StopNewsletterPage))

// The content area's remote views (SPEC.md 2.6 information and legal pages, rules; 2.8 news and blog): one chunk.
const remoteViewPage = lazyPage(() => import("../../content/RemoteViewPage").then((m) => m.RemoteViewPage))
const contentRoutes: ReadonlyArray<AppRoute> = [
  ...INFO_PAGES.map((slug) => ({ id: `info-${slug}`, path: PAGE_PATHS[`info-${slug}`], meta: { layout: "default", titleKey: "information" } as const, ...remoteViewPage })),
  { id: "rules", path: PAGE_PATHS["rules"], meta: { layout: "default", titleKey: "rules" }, ...remoteViewPage },
  { id: "ourpartners", path: PAGE_PATHS["ourpartners"], meta: { layout: "default", titleKey: "information" }, ...remoteViewPage },
  { id: "news", path: PAGE_PATHS["news"], meta: { layout: "default", titleKey: "news" }, ...remoteViewPage },
  { id: "blog", path: PAGE_PATHS["blog"], meta: { layout: "default", titleKey: "blog" }, ...remoteViewPage }
]

/** One page per block kind, all from the same chunk. */
const blockPage = (kind: BlockKind) => lazyPage(() => import("../pages/BlockPage").then((m) => () => <m.BlockPage kind={kind} />))

// The debugger exists only in non-production builds (SPEC.md 2.8): with __DEV_TOOLS__ false this is dead code
// and the bundler leaves the debugger's chunk out of the production build altogether.
const debuggerPage = __DEV_TOOLS__ ? lazyPage(() => import("../../devtools/DebuggerPage").then((m) => m.DebuggerPage)) : null
// The dev mailbox likewise: the server has it only when not in production either.
const mailboxPage = __DEV_TOOLS__ ? lazyPage(() => import("../../devtools/MailboxPage").then((m) => m.MailboxPage)) : null

// Block pages are allowed for banned players (SPEC.md 4): the default one is the ban page itself.
const blocked = (titleKey: RouteMeta["titleKey"]): RouteMeta => ({ layout: "blocked", titleKey, hideSeo: true, hideBottomNav: true, ban: "allowedForBanned" })

export const routes: ReadonlyArray<AppRoute> = [
  { id: "home", path: PAGE_PATHS["home"], meta: { layout: "default", titleKey: "home", snowfall: true }, ...homePage },
  { id: "line", path: PAGE_PATHS["line"], meta: { layout: "default", titleKey: "line" }, ...sportsPage },
  { id: "live", path: PAGE_PATHS["live"], meta: { layout: "default", titleKey: "live" }, ...sportsPage },
  { id: "multi", path: PAGE_PATHS["multi"], meta: { layout: "default", titleKey: "multi", hideSeo: true }, ...multiLivePage },
  { id: "results", path: PAGE_PATHS["results"], meta: { layout: "default", titleKey: "results" }, ...resultsPage },
  // SPEC.md 2.2: results by championship, on the results page's chunk.
  { id: "champs", path: PAGE_PATHS["champs"], meta: { layout: "default", titleKey: "champs" }, ...resultsPage },
  // SPEC.md 2.2: cyber-sport under either name: a kind, then its disciplines, all, a discipline, its champs, a champ, a game.
  { id: "cyber", path: PAGE_PATHS["cyber"], meta: { layout: "default", titleKey: "cyber" }, ...cyberPage },
  { id: "esports", path: PAGE_PATHS["esports"], meta: { layout: "default", titleKey: "cyber" }, ...cyberPage },
  { id: "topgame", path: PAGE_PATHS["topgame"], meta: { layout: "default", titleKey: "topgame" }, ...topGamesPage },
  { id: "ufc", path: PAGE_PATHS["ufc"], meta: { layout: "default", titleKey: "ufc" }, ...ufcPage },
  { id: "politics", path: PAGE_PATHS["politics"], meta: { layout: "default", titleKey: "politics" }, ...politicsPage },
  { id: "marble", path: PAGE_PATHS["marble"], meta: { layout: "default", titleKey: "marble" }, ...marblePage },
  { id: "betsonyour", path: PAGE_PATHS["betsonyour"], meta: { layout: "default", titleKey: "betsonyour" }, ...betsOnYourPage },
  { id: "team", path: PAGE_PATHS["team"], meta: { layout: "default", titleKey: "team" }, ...teamPage },
  { id: "statistic", path: PAGE_PATHS["statistic"], meta: { layout: "default", titleKey: "statistic" }, ...statisticsPage },
  // A pop-up window: the empty layout, no header, footer or SEO block.
  {
    id: "statisticpopup",
    path: PAGE_PATHS["statisticpopup"],
    meta: { layout: "empty", titleKey: "statistic", hideHeader: true, hideFooter: true, hideSeo: true, hideBottomNav: true },
    ...statisticsPopupPage
  },
  { id: "coupon", path: PAGE_PATHS["coupon"], meta: { layout: "default", titleKey: "coupon", hideSeo: true }, ...couponPage },
  { id: "user-coupon", path: PAGE_PATHS["user-coupon"], meta: { layout: "default", titleKey: "home", hideSeo: true }, ...userCouponRedirect },
  {
    id: "print-coupon",
    path: PAGE_PATHS["print-coupon"],
    meta: { layout: "empty", titleKey: "printCoupon", hideHeader: true, hideFooter: true, hideSeo: true, hideBottomNav: true },
    ...printCouponPage
  },
  { id: "history", path: PAGE_PATHS["history"], meta: { layout: "default", titleKey: "betHistory", hideSeo: true }, ...betHistoryPage },
  { id: "casino-history", path: PAGE_PATHS["casino-history"], meta: { layout: "default", titleKey: "casinoHistory", hideSeo: true }, ...casinoHistoryPage },
  ...(debuggerPage === null
    ? []
    : [{ id: "debugger", path: PAGE_PATHS["debugger"], meta: { layout: "default", titleKey: "debugger", hideSeo: true, ban: "allowedForBanned" }, ...debuggerPage } as const]),
  // SPEC.md 2.5, the personal office's account page: the player's wallets.
  { id: "wallets", path: PAGE_PATHS["wallets"], meta: { layout: "default", titleKey: "wallets", hideSeo: true }, ...walletsPage },
  { id: "account", path: PAGE_PATHS["account"], meta: { layout: "default", titleKey: "personalData", hideSeo: true }, ...personalDataPage },
  // SPEC.md 2.9 "QR login": a signed-in player approves the code another device shows (the QR code opens it).
  { id: "approve-sign-in", path: PAGE_PATHS["approve-sign-in"], meta: { layout: "default", titleKey: "approveSignIn", hideSeo: true }, ...approveSignInPage },
  { id: "security", path: PAGE_PATHS["security"], meta: { layout: "default", titleKey: "security", hideSeo: true }, ...securityPage },
  { id: "settings", path: PAGE_PATHS["settings"], meta: { layout: "default", titleKey: "settings", hideSeo: true }, ...officeSettingsPage },
  { id: "responsible", path: PAGE_PATHS["responsible"], meta: { layout: "default", titleKey: "responsible", hideSeo: true }, ...responsiblePage },
  // SPEC.md 2.5: the personal office's verification, with the convert-account reminder (SPEC.md 4).
  { id: "verification", path: PAGE_PATHS["verification"], meta: { layout: "default", titleKey: "verification", hideSeo: true }, ...verificationPage },
  // Its third-party identity check: the player leaves for the provider from here and comes back here with the result.
  { id: "identity-check", path: PAGE_PATHS["identity-check"], meta: { layout: "default", titleKey: "identityCheck", hideSeo: true }, ...identityCheckPage },
  // Only where config enables identification (SPEC.md 5); elsewhere the page answers as not found.
  { id: "identification", path: PAGE_PATHS["identification"], meta: { layout: "default", titleKey: "identification", hideSeo: true }, ...identificationPage },
  { id: "deduce", path: PAGE_PATHS["deduce"], meta: { layout: "default", titleKey: "deduce", hideSeo: true, ban: "deduce" }, ...deducePage },
  { id: "games", path: PAGE_PATHS["games"], meta: { layout: "default", titleKey: "bonusGames" }, ...bonusGamesPage },
  { id: "bonus-game", path: PAGE_PATHS["bonus-game"], meta: { layout: "default", titleKey: "bonusGames" }, ...bonusGamePage },
  { id: "games-landing", path: PAGE_PATHS["games-landing"], meta: { layout: "default", titleKey: "bonusGames" }, ...bonusGamesLandingPage },
  // SPEC.md lotto/{sectionName?}/{lottoId?}: the games, one game, one draw.
  { id: "lotto", path: PAGE_PATHS["lotto"], meta: { layout: "default", titleKey: "lotto" }, ...lottoPage },
  // SPEC.md toto: the draw on sale and its coupon; the player's coupons (toto/coupons); the past draws (toto/draws/{id?}).
  { id: "toto", path: PAGE_PATHS["toto"], meta: { layout: "default", titleKey: "toto" }, ...totoPage },
  // SPEC.md bonus/casino/tournaments and tournaments/{id}: the list, one tournament with its leaderboard.
  { id: "tournaments", path: PAGE_PATHS["tournaments"], meta: { layout: "default", titleKey: "tournaments" }, ...tournamentsPage },
  { id: "bonuses-deposit", path: PAGE_PATHS["bonuses-deposit"], meta: { layout: "default", titleKey: "bonusDeposit", hideSeo: true }, ...bonusDepositPage },
  { id: "bonuses-wager", path: PAGE_PATHS["bonuses-wager"], meta: { layout: "default", titleKey: "bonusWager", hideSeo: true }, ...bonusWagerPage },
  { id: "promotion", path: PAGE_PATHS["promotion"], meta: { layout: "default", titleKey: "promotion", hideSeo: true }, ...promotionPage },
  { id: "casino-vipcashback", path: PAGE_PATHS["casino-vipcashback"], meta: { layout: "default", titleKey: "vipCashback", hideSeo: true }, ...vipCashbackPage },
  { id: "casino-premiumcashback", path: PAGE_PATHS["casino-premiumcashback"], meta: { layout: "default", titleKey: "premiumCashback", hideSeo: true }, ...premiumCashbackPage },
  { id: "rewards", path: PAGE_PATHS["rewards"], meta: { layout: "default", titleKey: "rewards", hideSeo: true }, ...rewardsPage },
  { id: "points", path: PAGE_PATHS["points"], meta: { layout: "default", titleKey: "points" }, ...pointsPage },
  { id: "bringfriend", path: PAGE_PATHS["bringfriend"], meta: { layout: "default", titleKey: "bringFriend", hideSeo: true }, ...bringFriendPage },
  { id: "support", path: PAGE_PATHS["support"], meta: { layout: "default", titleKey: "support", hideSeo: true }, ...supportPage },
  { id: "share-idea", path: PAGE_PATHS["share-idea"], meta: { layout: "default", titleKey: "shareIdea", hideSeo: true }, ...shareIdeaPage },
  { id: "confirm", path: PAGE_PATHS["confirm"], meta: { layout: "default", titleKey: "confirmTerms", hideSeo: true }, ...confirmTermsPage },
  { id: "recharge", path: PAGE_PATHS["recharge"], meta: { layout: "default", titleKey: "recharge", hideSeo: true }, ...rechargePage },
  { id: "historypay", path: PAGE_PATHS["historypay"], meta: { layout: "default", titleKey: "historypay", hideSeo: true }, ...historyPayPage },
  { id: "payment-requests", path: PAGE_PATHS["payment-requests"], meta: { layout: "default", titleKey: "paymentRequests", hideSeo: true }, ...paymentRequestsPage },
  {
    id: "payment-create-request",
    path: PAGE_PATHS["payment-create-request"],
    meta: { layout: "default", titleKey: "createPaymentRequest", hideSeo: true },
    ...createPaymentRequestPage
  },
  { id: "withdraw-return", path: PAGE_PATHS["withdraw-return"], meta: { layout: "default", titleKey: "paymentReturn", hideSeo: true }, ...withdrawReturnPage },
  { id: "payment-return", path: PAGE_PATHS["payment-return"], meta: { layout: "default", titleKey: "paymentReturn", hideSeo: true }, ...paymentReturnPage },
  { id: "convert-account", path: PAGE_PATHS["convert-account"], meta: { layout: "default", titleKey: "convertAccount", hideSeo: true }, ...convertAccountPage },
  // Before the casino's: its casino/{subcategory?} would take the first-deposit landing.
  ...promotionRoutes,
  // The casino (SPEC.md 2.3), in the order of src/domain/casino/routes.ts.
  { id: "casino-game", path: PAGE_PATHS["casino-game"], meta: { layout: "default", titleKey: "casinoGame", hideSeo: true, compactFooter: true }, ...casinoGamePage },
  { id: "casino-brand", path: PAGE_PATHS["casino-brand"], meta: casinoMeta("casinoBrand"), ...casinoPage((m) => m.BrandPage) },
  { id: "casino", path: PAGE_PATHS["casino"], meta: casinoMeta("casino"), ...casinoPage((m) => m.CasinoPage) },
  { id: "casino-lobby", path: PAGE_PATHS["casino-lobby"], meta: casinoMeta("casino"), ...casinoPage((m) => m.CasinoLobbyPage) },
  { id: "casino-search", path: PAGE_PATHS["casino-search"], meta: { ...casinoMeta("casinoSearch"), hideSeo: true }, ...casinoPage((m) => m.CasinoSearchPage) },
  { id: "my-casino", path: PAGE_PATHS["my-casino"], meta: { ...casinoMeta("myCasino"), hideSeo: true }, ...casinoPage((m) => m.MyCasinoPage) },
  { id: "casino-favorites", path: PAGE_PATHS["casino-favorites"], meta: { ...casinoMeta("casinoFavorites"), hideSeo: true }, ...casinoPage((m) => m.FavoritesPage) },
  { id: "providers", path: PAGE_PATHS["providers"], meta: casinoMeta("casinoProviders"), ...casinoPage((m) => m.ProvidersPage) },
  { id: "provider", path: PAGE_PATHS["provider"], meta: casinoMeta("casinoProviders"), ...casinoPage((m) => m.ProviderPage) },
  { id: "slots-vulkan", path: PAGE_PATHS["slots-vulkan"], meta: casinoMeta("casino"), ...casinoPage((m) => m.SlotsVulkanPage) },
  { id: "slots", path: PAGE_PATHS["slots"], meta: casinoMeta("casino"), ...casinoCategory("slots") },
  { id: "poker", path: PAGE_PATHS["poker"], meta: casinoMeta("casino"), ...casinoPage((m) => m.PokerPage) },
  { id: "keno", path: PAGE_PATHS["keno"], meta: casinoMeta("casino"), ...casinoCategory("keno") },
  { id: "bingo", path: PAGE_PATHS["bingo"], meta: casinoMeta("casino"), ...casinoCategory("bingo") },
  { id: "virtualsports", path: PAGE_PATHS["virtualsports"], meta: casinoMeta("casino"), ...casinoCategory("virtual-sports") },
  { id: "tvgames", path: PAGE_PATHS["tvgames"], meta: casinoMeta("casino"), ...casinoCategory("tv-games") },
  { id: "fast-games", path: PAGE_PATHS["fast-games"], meta: casinoMeta("casino"), ...casinoCategory("fast-games") },
  { id: "fast-bet", path: PAGE_PATHS["fast-bet"], meta: casinoMeta("casino"), ...casinoCategory("fast-bet") },
  { id: "crash-games", path: PAGE_PATHS["crash-games"], meta: casinoMeta("casino"), ...casinoCategory("crash-games") },
  { id: "skill-games", path: PAGE_PATHS["skill-games"], meta: casinoMeta("casino"), ...casinoCategory("skill-games") },
  { id: "card-games", path: PAGE_PATHS["card-games"], meta: casinoMeta("casino"), ...casinoCategory("card-games") },
  { id: "scratchcards", path: PAGE_PATHS["scratchcards"], meta: casinoMeta("casino"), ...casinoCategory("scratch-cards") },
  { id: "asian-games", path: PAGE_PATHS["asian-games"], meta: casinoMeta("casino"), ...casinoPage((m) => m.AsianGamesPage) },
  { id: "fishinghunting", path: PAGE_PATHS["fishinghunting"], meta: casinoMeta("casino"), ...casinoCategory("fishing-hunting") },
  { id: "othergames", path: PAGE_PATHS["othergames"], meta: casinoMeta("casino"), ...casinoPage((m) => m.OtherGamesPage) },
  { id: "casino-thank-you", path: PAGE_PATHS["casino-thank-you"], meta: { ...casinoMeta("casinoThankYou"), hideSeo: true }, ...casinoPage((m) => m.ThankYouPage) },
  ...(mailboxPage === null
    ? []
    : [{ id: "dev-mailbox", path: PAGE_PATHS["dev-mailbox"], meta: { layout: "default", titleKey: "mailbox", hideSeo: true, ban: "allowedForBanned" }, ...mailboxPage } as const]),
  {
    id: "maintenance",
    path: PAGE_PATHS["maintenance"],
    meta: { layout: "maintenance", titleKey: "maintenance", hideSeo: true, hideBottomNav: true, ban: "allowedForBanned" },
    ...maintenancePage
  },
  { id: "login", path: PAGE_PATHS["login"], meta: { layout: "default", titleKey: "login", hideSeo: true }, ...loginPage },
  { id: "qr-login", path: PAGE_PATHS["qr-login"], meta: { layout: "default", titleKey: "qrLogin", hideSeo: true }, ...qrLoginPage },
  { id: "registration", path: PAGE_PATHS["registration"], meta: { layout: "default", titleKey: "registration", hideSeo: true }, ...registrationPage },
  { id: "forgot-password", path: PAGE_PATHS["forgot-password"], meta: { layout: "default", titleKey: "home", hideSeo: true }, ...forgotPasswordRoute },
  { id: "account-verify", path: PAGE_PATHS["account-verify"], meta: { layout: "default", titleKey: "accountVerify", hideSeo: true }, ...accountVerifyPage },
  { id: "password-reset", path: PAGE_PATHS["password-reset"], meta: { layout: "default", titleKey: "passwordReset", hideSeo: true }, ...passwordResetPage },
  // SPEC.md 2.4: the segment may be activatefast or activate; one page.
  { id: "activate", path: PAGE_PATHS["activate"], meta: { layout: "default", titleKey: "activation", hideSeo: true }, ...activationPage },
  { id: "activate-fast", path: PAGE_PATHS["activate-fast"], meta: { layout: "default", titleKey: "activation", hideSeo: true }, ...activationPage },
  // A banned player may still stop the news a link of theirs names.
  {
    id: "stop-newsletter",
    path: PAGE_PATHS["stop-newsletter"],
    meta: { layout: "default", titleKey: "stopNewsletter", hideSeo: true, ban: "allowedForBanned" },
    ...stopNewsletterPage
  },
  { id: "block", path: PAGE_PATHS["block"], meta: blocked("block"), ...blockPage("default") },
  { id: "block-ua", path: PAGE_PATHS["block-ua"], meta: blocked("blockUa"), ...blockPage("ua") },
  { id: "block-ie", path: PAGE_PATHS["block-ie"], meta: blocked("blockIe"), ...blockPage("ie") },
  { id: "site-updates", path: PAGE_PATHS["site-updates"], meta: blocked("siteUpdates"), ...blockPage("siteUpdates") },
  { id: "coming-soon", path: PAGE_PATHS["coming-soon"], meta: blocked("comingSoon"), ...blockPage("comingSoon") },
  { id: "suspension", path: PAGE_PATHS["suspension"], meta: blocked("suspension"), ...blockPage("suspension") },
  // Before the lobby's casino/{subcategory?}: "in-house" and "fairness" are no subcategories.
  { id: "casino-play", path: PAGE_PATHS["casino-play"], meta: { layout: "default", titleKey: "casinoPlay", hideSeo: true, compactFooter: true }, ...casinoPlayPage },
  { id: "casino-fairness", path: PAGE_PATHS["casino-fairness"], meta: { layout: "default", titleKey: "casinoFairness" }, ...casinoFairnessPage },
  { id: "casino-fairness-bonus", path: PAGE_PATHS["casino-fairness-bonus"], meta: { layout: "default", titleKey: "casinoFairness" }, ...casinoFairnessPage },
  ...contentRoutes
]

/** SPEC.md 5: a missing page gives 404 'This page could not be found'. */
export const notFoundRoute: AppRoute = {
  id: "not-found",
  path: "*",
  meta: { layout: "default", titleKey: "notFound" },
  ...notFoundPage
}

/**
 * Starts loading the chunk of the page at `path` while the app boots, so it is there when the first route
 * renders instead of being asked for only then. A path no route matches (one without its language segment, which
 * Navigate redirects) preloads nothing.
 */
export const preloadPageOf = (path: string): Promise<void> => routes.find((route) => parse(route.path).pattern.test(path))?.preload() ?? Promise.resolve()

/** The route a path shows, matched in order with the router's parser; whatever none matches is the 404 page. */
export const matchedRoute = (parser: Parser, path: string): AppRoute =>
  routes.find((route) => matchRoute(parser, route.path, path)[0]) ?? notFoundRoute
