import { Effect, Layer, Option } from "effect"
import { redirectVerdict } from "../../src/domain/shell/redirects"
import { pageRedirectsOf } from "../platform/http/pageRedirects"
import { withSettings } from "../platform/settings"
import { OperatorRedirectsHttpLive, OperatorSiteAccessHttpLive, RedirectsHttpLive, SiteAccessHttpLive } from "./http"
import { RedirectService, RedirectServiceLive } from "./redirectService"
import { SiteAccessServiceLive } from "./service"

/** A full page load of a moved page gets the redirects service's answer as an HTTP redirect; a loop is logged and served. */
const movedPages = Effect.map(RedirectService, (redirects) => (pathname: string, search: string) =>
  Effect.gen(function* () {
    const url = `${pathname}${search}`
    const answer = yield* redirects.redirectFor(url)
    const verdict = redirectVerdict(url, answer)
    if (verdict._tag === "Cyclic") yield* Effect.logWarning("cyclic redirect not performed").pipe(Effect.annotateLogs({ from: url, to: verdict.to }))
    return verdict._tag === "Redirect" ? { status: verdict.code === 302 ? (302 as const) : (301 as const), location: verdict.to } : undefined
  })
)

/**
 * Maintenance, blocking and redirects (SPEC.md 3, 4 and 7): the operator's maintenance windows and block rules
 * (migration 071) and redirect rules (migration 077), the state each visitor's page asks for (the page itself
 * redirects: src/domain/shell/maintenance.ts, blocking.ts and redirects.ts), a moved page's HTTP redirect on a full
 * page load, and the operator's switches behind the operator token.
 */
export const SiteAccessLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(
    SiteAccessHttpLive,
    OperatorSiteAccessHttpLive(Option.fromNullable(operatorToken)),
    RedirectsHttpLive,
    OperatorRedirectsHttpLive(Option.fromNullable(operatorToken)),
    pageRedirectsOf(movedPages)
  ).pipe(Layer.provideMerge(Layer.merge(SiteAccessServiceLive, RedirectServiceLive)))
)
