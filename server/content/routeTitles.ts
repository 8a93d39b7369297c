import type { PageId } from "../../src/domain/shell/routes"


interface RouteText {
  readonly title: string
  readonly description: string
}

const DEFAULT: Record<"en" | "ru", RouteText> = {
  en: { title: "Sports betting and casino", description: "Sports betting, live betting, cyber sports and casino for adults." },
  ru: { title: "Ставки на спорт и казино", description: "Ставки на спорт, лайв, киберспорт и казино для совершеннолетних." }
}

/** The titles and descriptions of the pages a search engine should find; the rest share the site's. */
const TEXTS: Partial<Record<PageId, Record<"en" | "ru", RouteText>>> = {
  home: DEFAULT,
  line: {
    en: { title: "Sports betting line", description: "Pre-match odds on football, tennis, basketball, hockey and more." },
    ru: { title: "Линия ставок на спорт", description: "Коэффициенты до матча на футбол, теннис, баскетбол, хоккей и другие виды спорта." }
  },
  live: {
    en: { title: "Live betting", description: "Bet on games in play with odds that follow the score." },
    ru: { title: "Ставки в лайве", description: "Ставки на идущие матчи с коэффициентами, которые следуют за счётом." }
  },
  results: {
    en: { title: "Results", description: "Results of finished games." },
    ru: { title: "Результаты", description: "Результаты завершённых матчей." }
  },
  cyber: {
    en: { title: "Cyber sports betting", description: "Odds on esports and virtual sports." },
    ru: { title: "Ставки на киберспорт", description: "Коэффициенты на киберспорт и виртуальный спорт." }
  },
  casino: {
    en: { title: "Casino", description: "Slots, live casino, crash games and provably fair in-house games." },
    ru: { title: "Казино", description: "Слоты, лайв-казино, краш-игры и честные собственные игры." }
  },
  lotto: {
    en: { title: "Lotto", description: "Draw games with published commitments and verifiable draws." },
    ru: { title: "Лото", description: "Тиражные игры с опубликованными обязательствами и проверяемыми тиражами." }
  }
}

/**
 * Pages a search engine is asked not to index: the personal office, sign-in, the slip and the histories, block and
 * service pages, developer pages. (Their first HTML says noindex; the sitemap leaves them out.)
 */
const NOT_INDEXED: ReadonlySet<PageId> = new Set<PageId>([
  "coupon", "user-coupon", "print-coupon", "history", "casino-history", "debugger", "dev-mailbox", "wallets", "account", "approve-sign-in",
  "security", "settings", "responsible", "verification", "identity-check", "identification", "deduce", "recharge", "historypay",
  "payment-requests", "payment-create-request", "withdraw-return", "payment-return", "convert-account", "maintenance", "login", "qr-login",
  "registration", "forgot-password", "account-verify", "password-reset", "activate", "activate-fast", "stop-newsletter", "block", "block-ua",
  "block-ie", "site-updates", "coming-soon", "suspension", "casino-search", "my-casino", "casino-favorites", "casino-thank-you", "statisticpopup",
  "multi", "casino-play"
])

/** "Page — Company", as the client titles its pages (src/ui/shell/routing/useDocumentTitle.ts). */
export const titled = (page: string, company: string): string => (company === "" ? page : `${page} — ${company}`)

/** A page's title (with the site's company name), description and whether it is indexed, in its language. */
export const pageTitleOf = (page: PageId, lng: string, company: string): RouteText & { readonly indexed: boolean } => {
  const language = lng === "ru" ? "ru" : "en"
  const text = (TEXTS[page] ?? DEFAULT)[language]
  return { title: titled(text.title, company), description: text.description, indexed: !NOT_INDEXED.has(page) }
}
