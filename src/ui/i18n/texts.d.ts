import type { AccountTexts } from "../account/i18n/en"
import type { CasinoTexts } from "../casino/i18n/en"
import type { BonusGamesTexts } from "../casino/bonusGames/i18n/en"
import type { ConfigTexts } from "../config/i18n/en"
import type { ContentTexts } from "../content/i18n/en"
import type { CouponTexts } from "../coupon/i18n/en"
import type { DevtoolsTexts } from "../devtools/i18n/en"
import type { LimitsTexts } from "../limits/i18n/en"
import type { LottoTexts } from "../lotto/i18n/en"
import type { TournamentsTexts } from "../tournaments/i18n/en"
import type { PromoTexts } from "../promo/i18n/en"
import type { PromotionsTexts } from "../promotions/i18n/en"
import type { PartnersTexts } from "../partners/i18n/en"
import type { PlayTexts } from "../casino/play/i18n/en"
import type { ActivationTexts } from "../session/activation/i18n/en"
import type { PaymentsTexts } from "../payments/i18n/en"
import type { SessionTexts } from "../session/i18n/en"
import type { NewsletterTexts } from "../session/newsletter/i18n/en"
import type { PasswordResetTexts } from "../session/passwordReset/i18n/en"
import type { SettingsTexts } from "../settings/i18n/en"
import type { ShellTexts } from "../shell/i18n/en"
import type { SportsTexts } from "../sports/i18n/en"
import type { SupportTexts } from "../support/i18n/en"
import type { TermsTexts } from "../terms/i18n/en"
import type { TotoTexts } from "../toto/i18n/en"

/**
 * Every i18n namespace: one per area that has texts, named as the area (ARCHITECTURE 2), and the dictionary groups
 * a single page loads (SPEC.md 2.4: the e-mail links' pages), named as the group's folder.
 */
export interface Namespaces {
  readonly shell: ShellTexts
  readonly config: ConfigTexts
  readonly session: SessionTexts
  readonly settings: SettingsTexts
  readonly devtools: DevtoolsTexts
  readonly account: AccountTexts
  readonly sports: SportsTexts
  readonly coupon: CouponTexts
  readonly limits: LimitsTexts
  readonly payments: PaymentsTexts
  readonly casino: CasinoTexts
  readonly bonusGames: BonusGamesTexts
  readonly lotto: LottoTexts
  readonly toto: TotoTexts
  readonly tournaments: TournamentsTexts
  readonly promo: PromoTexts
  readonly promotions: PromotionsTexts
  readonly partners: PartnersTexts
  readonly terms: TermsTexts
  readonly support: SupportTexts
  readonly content: ContentTexts
  readonly passwordReset: PasswordResetTexts
  readonly activation: ActivationTexts
  readonly newsletter: NewsletterTexts
  readonly play: PlayTexts
}

/** The namespaces an area registers with its own code; `shell` is in every instance from the start. */
export type AreaNamespace = Exclude<keyof Namespaces, "shell">

/** Typed keys for t(): a misspelt key or namespace is a compile error, not a raw key on screen. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "shell"
    resources: Namespaces
    returnNull: false
  }
}
