import { HttpApi } from "@effect/platform"
import { accountGroup } from "./account"
import { bonusGamesGroup, operatorBonusGamesGroup } from "./bonusGames"
import { casinoGroup, operatorCasinoGroup } from "./casino"
import { casinoCrashGroup } from "./casinoCrash"
import { casinoRoundsGroup } from "./casinoRounds"
import { casinoSteppedRoundsGroup } from "./casinoSteppedRounds"
import { changesGroup } from "./changes"
import { configGroup } from "./config"
import { contentGroup, operatorContentGroup } from "./content"
import { consentGroup, operatorConsentGroup } from "./consent"
import { couponGroup } from "./coupon"
import { devtoolsGroup } from "./devtools"
import { PayloadTooLarge, RequestTimeout, TermsNotAccepted, UnsupportedMediaType } from "./errors"
import { limitsGroup } from "./limits"
import { lottoDevGroup, lottoGroup } from "./lotto"
import { operatorGroup } from "./operator"
import { operatorPartnersGroup, partnersGroup } from "./partners"
import { operatorPaymentsGroup, paymentsGroup } from "./payments"
import { operatorPromoGroup, promoDevGroup, promoGroup } from "./promo"
import { cashbackGroup, operatorCashbackGroup } from "./promoCashback"
import { loyaltyGroup, operatorLoyaltyGroup } from "./promoLoyalty"
import { operatorPromotionsGroup, promotionsGroup } from "./promotions"
import { sessionGroup } from "./session"
import { operatorSiteAccessGroup, siteAccessGroup } from "./siteAccess"
import { sportsGroup } from "./sports"
import { operatorSupportGroup, supportGroup } from "./support"
import { operatorTermsGroup, termsGroup } from "./terms"
import { totoDevGroup, totoGroup } from "./toto"
import { operatorTournamentsGroup, tournamentsGroup } from "./tournaments"

export { CONFIG_GROUP_CACHE_CONTROL, SITE_CONFIG_CACHE_CONTROL, configGroup, siteConfigPath } from "./config"
export { FingerprintRequest, FingerprintResponse, SessionCheckResponse, TokenResponse, sessionGroup } from "./session"
export { API_PREFIXES, HeaderNames, isApiPath, SESSION_COOKIE } from "./shared"

/**
 * The whole HTTP contract, shared by the server (HttpApiBuilder) and the client (HttpApiClient): one group per
 * area, one line each. Any endpoint may be refused before it runs: a body too large (413), of a type it does not
 * take (415), or a request that did not arrive in time (408); and any signed-in call of a player whose terms changed
 * answers 451 with exception_code 1 (src/domain/terms/guard.ts).
 */
export class OddsfoldApi extends HttpApi.make("oddsfold")
  .add(configGroup)
  .add(sessionGroup)
  .add(accountGroup)
  .add(devtoolsGroup)
  .add(operatorGroup)
  .add(sportsGroup)
  .add(couponGroup)
  .add(changesGroup)
  .add(limitsGroup)
  .add(paymentsGroup)
  .add(operatorPaymentsGroup)
  .add(casinoGroup)
  .add(operatorCasinoGroup)
  .add(casinoRoundsGroup)
  .add(bonusGamesGroup)
  .add(operatorBonusGamesGroup)
  .add(casinoSteppedRoundsGroup)
  .add(casinoCrashGroup)
  .add(lottoGroup)
  .add(lottoDevGroup)
  .add(totoGroup)
  .add(totoDevGroup)
  .add(tournamentsGroup)
  .add(operatorTournamentsGroup)
  .add(promoGroup)
  .add(operatorPromoGroup)
  .add(promoDevGroup)
  .add(cashbackGroup)
  .add(operatorCashbackGroup)
  .add(loyaltyGroup)
  .add(operatorLoyaltyGroup)
  .add(promotionsGroup)
  .add(operatorPromotionsGroup)
  .add(partnersGroup)
  .add(operatorPartnersGroup)
  .add(contentGroup)
  .add(operatorContentGroup)
  .add(consentGroup)
  .add(operatorConsentGroup)
  .add(termsGroup)
  .add(operatorTermsGroup)
  .add(siteAccessGroup)
  .add(operatorSiteAccessGroup)
  .add(supportGroup)
  .add(operatorSupportGroup)
  .addError(RequestTimeout)
  .addError(PayloadTooLarge)
  .addError(UnsupportedMediaType)
  .addError(TermsNotAccepted) {}
