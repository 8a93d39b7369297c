import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ConfigGroupValues, SiteConfig } from "../../domain/config/siteConfig"
import { defineProjection } from "../projection"

export const SiteConfigState = Schema.Struct({
  status: Schema.Literal("loading", "loaded", "failed"),
  lang: Schema.NullOr(Schema.String),
  config: Schema.NullOr(SiteConfig),
  error: Schema.NullOr(ApiError),
  groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues })
})
export type SiteConfigState = typeof SiteConfigState.Type

export const siteConfigProjection = defineProjection({
  name: "siteConfig",
  schema: SiteConfigState,
  initial: { status: "loading", lang: null, config: null, error: null, groups: {} } as SiteConfigState,
  apply: (state, event): SiteConfigState => {
    switch (event._tag) {
      case "ConfigLoaded":
        return { ...state, status: "loaded", lang: event.lang, config: event.config, error: null }
      case "ConfigLoadFailed":
        // A config that loaded once stays usable; the failure only shows when there is none.
        return state.config === null ? { ...state, status: "failed", lang: event.lang, error: event.error } : state
      case "ConfigGroupsLoaded":
        return { ...state, groups: { ...state.groups, ...event.groups } }
      default:
        return state
    }
  }
})
