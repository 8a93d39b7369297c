import { operatorBonusGamesGroup } from "./bonusGames"
import { operatorCasinoGroup } from "./casino"
import { operatorContentGroup } from "./content"
import { operatorConsentGroup } from "./consent"
import { lottoDevGroup } from "./lotto"
import { operatorGroup } from "./operator"
import { operatorPartnersGroup } from "./partners"
import { operatorPaymentsGroup } from "./payments"
import { operatorPromoGroup, promoDevGroup } from "./promo"
import { operatorCashbackGroup } from "./promoCashback"
import { operatorLoyaltyGroup } from "./promoLoyalty"
import { operatorPromotionsGroup } from "./promotions"
import { operatorRedirectsGroup } from "./operatorRedirects"
import { operatorSiteAccessGroup } from "./siteAccess"
import { operatorSupportGroup } from "./support"
import { operatorTermsGroup } from "./terms"
import { totoDevGroup } from "./toto"
import { operatorTournamentsGroup } from "./tournaments"
import { PlayerApi } from "./playerContract"

export { CONFIG_GROUP_CACHE_CONTROL, SITE_CONFIG_CACHE_CONTROL, configGroup, siteConfigPath } from "./config"
export { FingerprintRequest, FingerprintResponse, SessionCheckResponse, TokenResponse, sessionGroup } from "./session"
export { API_PREFIXES, HeaderNames, isApiPath, SESSION_COOKIE } from "./shared"
export { PlayerApi } from "./playerContract"

/**
 * The whole HTTP contract, shared by the server (HttpApiBuilder) and the operator's and tests' clients
 * (HttpApiClient): the player's contract (playerContract.ts) and the groups only the operator and the developers'
 * tools call, one line each.
 */
export class OddsfoldApi extends PlayerApi
  .add(operatorGroup)
  .add(operatorPaymentsGroup)
  .add(operatorCasinoGroup)
  .add(operatorBonusGamesGroup)
  .add(lottoDevGroup)
  .add(totoDevGroup)
  .add(operatorTournamentsGroup)
  .add(operatorPromoGroup)
  .add(promoDevGroup)
  .add(operatorCashbackGroup)
  .add(operatorLoyaltyGroup)
  .add(operatorPromotionsGroup)
  .add(operatorPartnersGroup)
  .add(operatorContentGroup)
  .add(operatorConsentGroup)
  .add(operatorTermsGroup)
  .add(operatorSiteAccessGroup)
  .add(operatorRedirectsGroup)
  .add(operatorSupportGroup) {}
