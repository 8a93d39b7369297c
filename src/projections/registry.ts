import { accountProjections } from "./account"
import { casinoProjections } from "./casino"
import { casinoPlayProjections } from "./casino/play"
import { bonusGamesProjections } from "./casino/bonusGames"
import { changesProjections } from "./changes"
import { configProjections } from "./config"
import { consentProjections } from "./consent"
import { couponProjections } from "./coupon"
import { devtoolsProjections } from "./devtools"
import { limitsProjections } from "./limits"
import { lottoProjections } from "./lotto"
import { partnersProjections } from "./partners"
import { termsProjections } from "./terms"
import { promoProjections } from "./promo"
import { promotionsProjections } from "./promotions"
import { contentProjections } from "./content"
import { paymentsProjections } from "./payments"
import { sessionProjections } from "./session"
import { settingsProjections } from "./settings"
import { shellProjections } from "./shell"
import { siteAccessProjections } from "./siteAccess"
import { sportsProjections } from "./sports"
import { supportProjections } from "./support"
import { totoProjections } from "./toto"
import { tournamentsProjections } from "./tournaments"

/** Every projection the app runs, by name: one line per area (ARCHITECTURE 2). The store, log and replay follow. */
export const projections = {
  ...shellProjections,
  ...configProjections,
  ...sessionProjections,
  ...settingsProjections,
  ...accountProjections,
  ...sportsProjections,
  ...couponProjections,
  ...devtoolsProjections,
  ...changesProjections,
  ...limitsProjections,
  ...paymentsProjections,
  ...casinoProjections,
  ...casinoPlayProjections,
  ...bonusGamesProjections,
  ...lottoProjections,
  ...totoProjections,
  ...tournamentsProjections,
  ...promoProjections,
  ...promotionsProjections,
  ...partnersProjections,
  ...termsProjections,
  ...contentProjections,
  ...consentProjections,
  ...siteAccessProjections,
  ...supportProjections
} as const

export type Projections = typeof projections
export type ProjectionName = keyof Projections
export type StateOf<N extends ProjectionName> = Projections[N]["initial"]
export type States = { readonly [N in ProjectionName]: StateOf<N> }

export const initialStates = (): States =>
  Object.fromEntries(Object.entries(projections).map(([name, p]) => [name, p.initial])) as unknown as States
