import { Schema } from "effect"
import { ApiError, CaptchaRequired } from "../../domain/api/clientErrors"
import { ConfigGroupValues, SiteConfig } from "../../domain/config/siteConfig"
import { defineProjection } from "../projection"
import { translatedOffer } from "../../domain/shell/language"

export const SiteConfigState = Schema.Struct({
  status: Schema.Literal("loading", "loaded", "failed"),
  lang: Schema.NullOr(Schema.String),
  config: Schema.NullOr(SiteConfig),
  error: Schema.NullOr(ApiError),
  groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues })
})
export type SiteConfigState = typeof SiteConfigState.Type

/** A config that loaded once stays usable; a failure only shows when there is none. */
const failed = (state: SiteConfigState, lang: string, error: ApiError): SiteConfigState =>
  state.config === null ? { ...state, status: "failed", lang, error } : state

export const siteConfigProjection = defineProjection({
  name: "siteConfig",
  schema: SiteConfigState,
  initial: { status: "loading", lang: null, config: null, error: null, groups: {} } as SiteConfigState,
  tags: ["ConfigLoaded", "ConfigLoadFailed", "ConfigGroupsLoaded", "CaptchaClosed"],
  apply: (state, event): SiteConfigState => {
    switch (event._tag) {
      case "ConfigLoaded":
        // A server that lists a language without texts (an older one) still cannot make the site offer it.
        return { ...state, status: "loaded", lang: event.lang, config: { ...event.config, languages: translatedOffer(event.config.languages) }, error: null }
      case "ConfigLoadFailed":
        return failed(state, event.lang, event.error)
      case "ConfigGroupsLoaded":
        return { ...state, groups: { ...state.groups, ...event.groups } }
      case "CaptchaClosed": {
        // A declined captcha fails the config load that waited for it: the 'no site config' screen offers a retry.
        const load = event.declined.find((command) => command["_tag"] === "LoadConfig")
        return load === undefined ? state : failed(state, String(load["lang"]), new CaptchaRequired({ code: event.code }))
      }
    }
  }
})
