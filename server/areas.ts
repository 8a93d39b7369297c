import { Layer } from "effect"
import { AccountLive } from "./account/layer"
import { BonusGamesLive } from "./casino/bonusGames/layer"
import { CasinoCrashLive } from "./casino/crash/layer"
import { CasinoLive } from "./casino/layer"
import { CasinoRoundsLive } from "./casino/rounds/layer"
import { ChangesLive } from "./changes/layer"
import { ConfigLive } from "./config/layer"
import { ContentLive } from "./content/layer"
import { ConsentLive } from "./consent/layer"
import { CouponLive } from "./coupon/layer"
import { DevtoolsLive } from "./devtools/layer"
import { LimitsLive } from "./limits/layer"
import { LottoLive } from "./lotto/layer"
import { OperatorLive } from "./operator/layer"
import { PartnersLive } from "./partners/layer"
import { PaymentsLive } from "./payments/layer"
import { PromoLive } from "./promo/layer"
import { PromotionsLive } from "./promotions/layer"
import { SessionLive } from "./session/layer"
import { SiteAccessLive } from "./siteAccess/layer"
import { SportsLive } from "./sports/layer"
import { SupportLive } from "./support/layer"
import { TermsGateAreaLive, TermsLive } from "./terms/layer"
import { TotoLive } from "./toto/layer"
import { TournamentsLive } from "./tournaments/layer"

/**
 * The server's areas (ARCHITECTURE.md section 2), one line per area: each `server/<area>/layer.ts` provides the
 * area's services, the handlers of its HttpApiGroup (src/domain/api/<area>.ts) and its hot reads, and reads its own
 * settings. An area stands on the ones below it: the config every area reads, the account area (which builds on
 * the session's players itself), the session area on the account's answers, the line, the coupons on the line
 * and the wallets, and the groups that read them all. The terms gate sits right on the config: every area's
 * signed-in calls pass it (server/session/seams.ts TermsGate), the account area's too.
 */
export const AreasLive = Layer.mergeAll(ChangesLive, DevtoolsLive, OperatorLive, PaymentsLive, CasinoLive, CasinoRoundsLive, CasinoCrashLive, BonusGamesLive, LottoLive, TotoLive, TournamentsLive, ContentLive, PromotionsLive, ConsentLive, TermsLive, SiteAccessLive, SupportLive).pipe(
  Layer.provideMerge(PartnersLive),
  Layer.provideMerge(PromoLive),
  Layer.provideMerge(CouponLive),
  Layer.provideMerge(LimitsLive),
  Layer.provideMerge(SportsLive),
  Layer.provideMerge(SessionLive),
  Layer.provideMerge(AccountLive),
  Layer.provideMerge(TermsGateAreaLive),
  Layer.provideMerge(ConfigLive)
)
