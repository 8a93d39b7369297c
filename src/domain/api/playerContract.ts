import { HttpApi } from "@effect/platform"
import { accountGroup } from "./account"
import { bonusGamesGroup } from "./bonusGames"
import { casinoGroup } from "./casino"
import { casinoCrashGroup } from "./casinoCrash"
import { casinoRoundsGroup } from "./casinoRounds"
import { casinoSteppedRoundsGroup } from "./casinoSteppedRounds"
import { changesGroup } from "./changes"
import { configGroup } from "./config"
import { contentGroup } from "./content"
import { consentGroup } from "./consent"
import { couponGroup } from "./coupon"
import { devtoolsGroup } from "./devtools"
import { PayloadTooLarge, RequestTimeout, TermsNotAccepted, UnsupportedMediaType } from "./errors"
import { limitsGroup } from "./limits"
import { lottoGroup } from "./lotto"
import { partnersGroup } from "./partners"
import { paymentsGroup } from "./payments"
import { promoGroup } from "./promo"
import { cashbackGroup } from "./promoCashback"
import { loyaltyGroup } from "./promoLoyalty"
import { promotionsGroup } from "./promotions"
import { sessionGroup } from "./session"
import { redirectsGroup } from "./redirects"
import { siteAccessGroup } from "./siteAccess"
import { sportsGroup } from "./sports"
import { supportGroup } from "./support"
import { termsGroup } from "./terms"
import { totoGroup } from "./toto"
import { tournamentsGroup } from "./tournaments"

/**
 * What the browser calls: every group a player's page uses (the developers' mailbox of a demo build among them), one
 * line each. The server's whole contract (contract.ts) is this plus the operator's and the developers' groups, which
 * the browser's bundle never carries. Any endpoint may be refused before it runs: a body too large (413), of a type it
 * does not take (415), or a request that did not arrive in time (408); and any signed-in call of a player whose terms
 * changed answers 451 with exception_code 1 (src/domain/terms/guard.ts).
 */
export class PlayerApi extends HttpApi.make("oddsfold")
  .add(configGroup)
  .add(sessionGroup)
  .add(accountGroup)
  .add(devtoolsGroup)
  .add(sportsGroup)
  .add(couponGroup)
  .add(changesGroup)
  .add(limitsGroup)
  .add(paymentsGroup)
  .add(casinoGroup)
  .add(casinoRoundsGroup)
  .add(bonusGamesGroup)
  .add(casinoSteppedRoundsGroup)
  .add(casinoCrashGroup)
  .add(lottoGroup)
  .add(totoGroup)
  .add(tournamentsGroup)
  .add(promoGroup)
  .add(cashbackGroup)
  .add(loyaltyGroup)
  .add(promotionsGroup)
  .add(partnersGroup)
  .add(contentGroup)
  .add(consentGroup)
  .add(termsGroup)
  .add(siteAccessGroup)
  .add(redirectsGroup)
  .add(supportGroup)
  .addError(RequestTimeout)
  .addError(PayloadTooLarge)
  .addError(UnsupportedMediaType)
  .addError(TermsNotAccepted) {}
