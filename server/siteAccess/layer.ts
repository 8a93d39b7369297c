import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { OperatorSiteAccessHttpLive, SiteAccessHttpLive } from "./http"
import { SiteAccessServiceLive } from "./service"

/**
 * Maintenance and blocking (SPEC.md 3 and 4): the operator's maintenance windows and block rules (migration 071), the
 * state each visitor's page asks for (the page itself redirects: src/domain/shell/maintenance.ts and blocking.ts), and
 * the operator's switches behind the operator token.
 */
export const SiteAccessLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(SiteAccessHttpLive, OperatorSiteAccessHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provideMerge(SiteAccessServiceLive))
)
