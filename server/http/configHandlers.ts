import { HttpApiBuilder, HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { CONFIG_GROUP_CACHE_CONTROL, HeaderNames, OddsfoldApi } from "../../src/domain/api/contract"
import type { LanguageCode } from "../../src/domain/shell/language"
import { ConfigStore, type StoredSiteConfig } from "../services/ConfigStore"

/**
 * The language texts are given in: the one asked for when the site offers it, else the site's default. A client
 * asks before it knows the offer (a browser language, an old link), and must still get a site to redirect from
 * (SPEC.md 2.1); a malformed language is refused by the contract's schema with a 400.
 */
const textLanguage = (config: StoredSiteConfig, lang: LanguageCode): LanguageCode =>
  config.languages.allowed.includes(lang) ? lang : config.languages.default

export const ConfigHandlersLive = HttpApiBuilder.group(OddsfoldApi, "config", (handlers) =>
  Effect.gen(function* () {
    const store = yield* ConfigStore
    return handlers
      // The site config holds no texts, so it is the same in every language; `lang` is checked by the contract.
      .handle("all", ({ headers }) =>
        Effect.gen(function* () {
          const config = yield* store.siteConfig
          const geo = headers[HeaderNames.geoCountry]
          return { ...config, geoCountry: geo === undefined ? null : geo.toUpperCase() }
        })
      )
      .handle("groups", ({ urlParams }) =>
        Effect.gen(function* () {
          const groups = yield* store.groups(urlParams.groups, textLanguage(yield* store.siteConfig, urlParams.lang))
          // Only on success: an error must not be cached for ten minutes.
          yield* HttpApp.appendPreResponseHandler((_request, response) =>
            Effect.succeed(HttpServerResponse.setHeader(response, "cache-control", CONFIG_GROUP_CACHE_CONTROL))
          )
          return { groups }
        })
      )
  })
)
