import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { ConsentHttpLive, OperatorConsentHttpLive } from "./http"
import { ConsentStoreLive, PageEventsJanitorLive } from "./store"

/**
 * Consent: the site's own page analytics and hosted marketing counters (stored without anything that names a person,
 * purged past their retention under the cluster's leader), the operator's counts behind the operator token, and the
 * signed-in player's cookie agreement. It stands on the session area (who is signed in). The referral marks of a new
 * player are kept by the session area as it registers them (server/session/players.ts, migration 066).
 */
export const ConsentLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(ConsentHttpLive, OperatorConsentHttpLive(Option.fromNullable(operatorToken)), PageEventsJanitorLive).pipe(Layer.provide(ConsentStoreLive))
)
