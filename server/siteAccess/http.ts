import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { requestContext } from "../platform/http/requestContext"
import { RedirectService } from "./redirectService"
import { SiteAccessService } from "./service"

/** The maintenance state and the blocks service, for everyone: the geo country only from a trusted proxy. */
export const SiteAccessHttpLive = HttpApiBuilder.group(OddsfoldApi, "siteAccess", (handlers) =>
  Effect.map(SiteAccessService, (access) =>
    handlers
      .handle("maintenance", () => Effect.flatMap(requestContext, ({ client }) => access.maintenanceFor(client.geoCountry)))
      .handle("block", ({ payload }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          const request = yield* HttpServerRequest.HttpServerRequest
          return yield* access.blockFor({ geoCountry: client.geoCountry, userAgent: request.headers["user-agent"] ?? "", signedIn: payload.auth })
        })
      )
  )
)

/** The operator's maintenance windows and block rules, behind the operator token. */
export const OperatorSiteAccessHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorSiteAccess", (handlers) =>
    Effect.map(SiteAccessService, (access) =>
      handlers
        .handle("maintenanceWindows", () => access.windows)
        .handle("announceMaintenance", ({ payload }) => access.announce(payload))
        .handle("startMaintenance", ({ payload }) => access.start(payload.id))
        .handle("endMaintenance", ({ payload }) => access.end(payload.id))
        .handle("blockRules", () => access.rules)
        .handle("addBlockRule", ({ payload }) => access.addRule(payload))
        .handle("removeBlockRule", ({ path }) => access.removeRule(path.id))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))

/** The redirects service, for everyone (the header is checked by the contract before the body is read). */
export const RedirectsHttpLive = HttpApiBuilder.group(OddsfoldApi, "redirects", (handlers) =>
  Effect.map(RedirectService, (redirects) => handlers.handle("redirect", ({ payload }) => redirects.redirectFor(payload.url)))
)

/** The operator's redirect rules, behind the operator token. */
export const OperatorRedirectsHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorRedirects", (handlers) =>
    Effect.map(RedirectService, (redirects) =>
      handlers
        .handle("redirectRules", () => redirects.rules)
        .handle("addRedirectRule", ({ payload }) => redirects.addRule(payload))
        .handle("removeRedirectRule", ({ path }) => redirects.removeRule(path.id))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
