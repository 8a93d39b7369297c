import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Cookies } from "../../adapters/Cookies"
import { redirectServiceRetry } from "../../adapters/retryPolicies"
import { blockDetour, blockReasonOf, FORCE_GEO_OFF_COOKIE } from "../../domain/shell/blocking"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../domain/shell/language"
import { maintenanceDetour } from "../../domain/shell/maintenance"
import { SERVICE_AUTH_HEADER, SERVICE_AUTH_WEB } from "../../domain/api/redirects"
import { redirectVerdict, type RedirectVerdict } from "../../domain/shell/redirects"
import { isBanned } from "../../domain/session/banGuard"
import type { States } from "../../projections/registry"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { Navigate } from "../shell/commands"
import type { CheckBlock, CheckRedirect, FollowRedirect, GuardSiteAccess, LoadMaintenance } from "./commands"
import {
  BlockChecked,
  BlockCheckFailed,
  MaintenanceLoaded,
  MaintenanceLoadFailed,
  PageRedirected,
  PageRedirectSkipped,
  RedirectChecked,
  RedirectCheckFailed,
  SiteAccessRedirected,
  SiteAccessRedirectSkipped
} from "./events"

/** Both calls are the redirect service's kind (SPEC.md 8 and 9): 5 retries at 1 s for what another attempt can cure. */
export const loadMaintenance: Handler<LoadMaintenance> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.siteAccess.maintenance({}).pipe(Effect.retry(redirectServiceRetry)),
      (state) => emit(new MaintenanceLoaded({ state })),
      (error) => emit(new MaintenanceLoadFailed({ error }))
    )
  )

export const checkBlock: Handler<CheckBlock> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { auth, url } = command
    const forceGeoOff = yield* (yield* Cookies).get(FORCE_GEO_OFF_COOKIE)
    return yield* fromServerAnswer(
      command,
      api.siteAccess.block({ payload: { auth, url } }).pipe(Effect.retry(redirectServiceRetry)),
      (answer) => emit(new BlockChecked({ auth, answer, forceGeoOff: forceGeoOff === "1", reason: blockReasonOf(answer, forceGeoOff) })),
      (error) => emit(new BlockCheckFailed({ auth, error }))
    )
  })

/**
 * Whether the visitor is banned, for the default block page (also the ban page): a guest is not, a player is known
 * once their user config has answered (undefined until then: the page is left alone).
 */
const bannedOf = (states: Pick<States, "session" | "userConfig">): boolean | undefined => {
  if (states.session.status !== "player") return false
  const config = states.userConfig.config
  return config === null ? undefined : isBanned({ banLevel: config.ban_level, banVersion: config.ban_version })
}

/** Where maintenance, then blocking, send the visitor from the route shown (maintenance comes first: the site is down). */
export const siteAccessVerdictOf = (states: States) => {
  const lng = (states.language.current ?? FALLBACK_LANGUAGE) as LanguageCode
  const maintenance = maintenanceDetour(states.location, states.siteAccess.maintenance ?? undefined, lng)
  if (maintenance._tag !== "Stay" || states.siteAccess.maintenance?.isActive === true) return maintenance
  const banned = bannedOf(states)
  if (banned === undefined && states.siteAccess.block?.reason === null) return { _tag: "Stay" } as const
  return blockDetour(states.location, states.siteAccess.block?.reason, lng, banned ?? false)
}

export const guardSiteAccess: Handler<GuardSiteAccess> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const from = `${states.location.path}${states.location.search}`
    const verdict = siteAccessVerdictOf(states)
    switch (verdict._tag) {
      case "Stay":
        return emit()
      case "Cyclic":
        return emit(new SiteAccessRedirectSkipped({ from, to: verdict.to, cause: verdict.cause }))
      case "Redirect":
        return emitThen([new SiteAccessRedirected({ from, to: verdict.to, cause: verdict.cause })], [new Navigate({ to: verdict.to, mode: "replace" })])
    }
  })

/**
 * The redirects service is asked about the page's path only: its rules move paths, the query stays the visitor's and is
 * put back on the new address by FollowRedirect, so a secret in it (an e-mail link's token) never reaches the call or the log.
 */
export const checkRedirect: Handler<CheckRedirect> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const url = command.path
    return yield* fromServerAnswer(
      command,
      api.redirects.redirect({ headers: { [SERVICE_AUTH_HEADER]: SERVICE_AUTH_WEB }, payload: { url } }).pipe(Effect.retry(redirectServiceRetry)),
      (answer) => emit(new RedirectChecked({ url, answer })),
      (error) => emit(new RedirectCheckFailed({ url, error }))
    )
  })

/** What the service's answer does to the page shown: nothing once the visitor has moved on from the path asked. */
export const pageRedirectVerdictOf = (states: Pick<States, "location" | "pageRedirect">): RedirectVerdict => {
  const pending = states.pageRedirect.pending
  const { path, search } = states.location
  if (pending === null || pending.url !== path) return { _tag: "Stay" }
  const verdict = redirectVerdict(path, pending.answer)
  return verdict._tag === "Stay" ? verdict : { ...verdict, to: `${verdict.to}${search}` }
}

export const followRedirect: Handler<FollowRedirect> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const from = `${states.location.path}${states.location.search}`
    const verdict = pageRedirectVerdictOf(states)
    const answer = states.pageRedirect.pending?.answer
    switch (verdict._tag) {
      case "Stay":
        return emit()
      case "Cyclic":
        return emit(new PageRedirectSkipped({ from, to: verdict.to, breadcrumbs: answer?.breadcrumbs ?? [] }))
      case "Redirect":
        return emitThen([new PageRedirected({ from, to: verdict.to, code: verdict.code, reasons: answer?.reasons ?? [] })], [new Navigate({ to: verdict.to, mode: "replace" })])
    }
  })
