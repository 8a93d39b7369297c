import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ConfigGroupList, ConfigGroupValues, SiteConfig } from "../config/siteConfig"
import { LanguageCode } from "../shell/language"
import { BadRequest } from "./errors"
import { HeaderNames, isGeoCountryHeader } from "./shared"

/** Config groups are cached by browsers and proxies between 600 and 900 s (SPEC.md 7). */
export const CONFIG_GROUP_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=300"

/**
 * The site config is asked at every start and must show an operator's change at once: the browser keeps it and
 * asks again each time with If-None-Match (answered 304 while it has not changed); shared caches never keep it,
 * since it carries the visitor's geo country.
 */
export const SITE_CONFIG_CACHE_CONTROL = "private, no-cache"

/** The site config's URL for a language: the server preloads exactly this URL in the page it serves. */
export const siteConfigPath = (lang: LanguageCode): string => `/bff-api/config/all.json?lang=${lang}`

const LangParams = Schema.Struct({ lang: LanguageCode })

/** The version of the client the server now serves (SPEC.md 4 "app-version check"): a page compares it with its own. */
export const AppVersionAnswer = Schema.Struct({ version: Schema.String.pipe(Schema.maxLength(64)) })
export type AppVersionAnswer = typeof AppVersionAnswer.Type

/** Never kept by a cache: the answer must change the moment a release is served. */
export const APP_VERSION_CACHE_CONTROL = "no-store"

export const configGroup = HttpApiGroup.make("config")
  .add(
    HttpApiEndpoint.get("all", "/bff-api/config/all.json")
      .setUrlParams(LangParams)
      .setHeaders(Schema.Struct({ [HeaderNames.geoCountry]: Schema.optional(Schema.String.pipe(Schema.filter(isGeoCountryHeader, { message: () => "a two-letter country code" }))) }))
      .addSuccess(SiteConfig)
      .addError(BadRequest)
  )
  .add(HttpApiEndpoint.get("appVersion", "/bff-api/app-version").addSuccess(AppVersionAnswer))
  .add(
    HttpApiEndpoint.get("groups", "/bff-api/config/group/get")
      .setUrlParams(Schema.Struct({ groups: ConfigGroupList, lang: LanguageCode }))
      .addSuccess(Schema.Struct({ groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues }) }))
      .addError(BadRequest)
  )
