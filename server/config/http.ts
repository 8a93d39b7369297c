import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { APP_VERSION_CACHE_CONTROL, CONFIG_GROUP_CACHE_CONTROL, SITE_CONFIG_CACHE_CONTROL } from "../../src/domain/api/config"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { HeaderNames, isGeoCountryHeader } from "../../src/domain/api/shared"
import { isLanguageCode } from "../../src/domain/shell/language"
import { answerCached, toServerResponse } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { requestContext } from "../platform/http/requestContext"
import { ConfigService } from "./service"

/**
 * The config group's handlers. The site config and its groups answer from the in-memory copy (server/config/service.ts), with an ETag:
 * a client that still holds the current answer gets a 304. The geo country comes from a trusted proxy only
 * (server/platform/http/proxyTrust.ts); the contract's header schema still refuses a malformed one. The app version
 * is the client release this server serves, never cached.
 */
export const ConfigHttpLive = (appVersion: string) => HttpApiBuilder.group(OddsfoldApi, "config", (handlers) =>
  Effect.gen(function* () {
    const config = yield* ConfigService
    const conditional = Effect.map(HttpServerRequest.HttpServerRequest, (request) => ({
      ifNoneMatch: request.headers["if-none-match"],
      acceptEncoding: request.headers["accept-encoding"]
    }))
    return handlers
      .handle("all", () =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          return toServerResponse(answerCached(config.siteConfigAnswer(client.geoCountry), yield* conditional, SITE_CONFIG_CACHE_CONTROL))
        })
      )
      .handle("appVersion", () =>
        Effect.succeed(HttpServerResponse.unsafeJson({ version: appVersion }, { headers: { "cache-control": APP_VERSION_CACHE_CONTROL } }))
      )
      .handle("groups", ({ urlParams }) =>
        Effect.map(conditional, (request) =>
          toServerResponse(answerCached(config.groupsAnswer(urlParams.groups, urlParams.lang), request, CONFIG_GROUP_CACHE_CONTROL))
        )
      )
  })
)

/**
 * GET /bff-api/config/all.json?lang=xx answered by the front server without entering the Effect app: the read
 * every visit starts with, as cheap as a plain node:http answer. Only the well-formed request is taken here;
 * anything else (no or two `lang`, a malformed geo header) goes the contract's way and gets its typed 400.
 */
export const configHotRoute = Effect.map(
  ConfigService,
  (config): HotRoute => ({
    path: "/bff-api/config/all.json",
    answer: (request) => {
      const langs = request.query.getAll("lang")
      if (langs.length !== 1 || !isLanguageCode(langs[0]) || request.query.size !== 1) return undefined
      const geo = request.headers[HeaderNames.geoCountry]
      if (geo !== undefined && !isGeoCountryHeader(geo)) return undefined
      return answerCached(
        config.siteConfigAnswer(request.client.geoCountry),
        { ifNoneMatch: request.headers["if-none-match"], acceptEncoding: request.headers["accept-encoding"] },
        SITE_CONFIG_CACHE_CONTROL
      )
    }
  })
)
