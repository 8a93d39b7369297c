import { Context, Effect, Layer, Schema } from "effect"
import { ConfigGroupValues, SiteConfig } from "../../src/domain/config/siteConfig"
import { Database } from "../db/Database"

/** The stored part of the site config; geoCountry is added per request. */
/** The stored part of SiteConfig: geoCountry is added per request from the x-geo-country header. */
export const StoredSiteConfig = SiteConfig.pipe(Schema.omit("geoCountry"))
export type StoredSiteConfig = typeof StoredSiteConfig.Type

export interface ConfigStoreService {
  readonly siteConfig: Effect.Effect<StoredSiteConfig>
  /** The named groups that exist, each with the all-languages values overridden by those for `lang`. */
  readonly groups: (names: ReadonlyArray<string>, lang: string) => Effect.Effect<Readonly<Record<string, ConfigGroupValues>>>
}

export class ConfigStore extends Context.Tag("oddsfold/server/ConfigStore")<ConfigStore, ConfigStoreService>() {}

const GroupRow = Schema.Struct({ name: Schema.String, lang: Schema.String, settings: ConfigGroupValues })

// Read on every request: an operator's change shows at once on every instance, and there is no cache to go stale.
// A broken stored document or a database failure is a defect (logged, answered 500), not the client's fault.
export const ConfigStoreLive = Layer.effect(
  ConfigStore,
  Effect.gen(function* () {
    const db = yield* Database
    return {
      siteConfig: Effect.gen(function* () {
        const [row] = yield* db.query("select config from site_config where id")
        if (row === undefined) return yield* Effect.dieMessage("site_config is empty: the seed did not run")
        return yield* Schema.decodeUnknown(StoredSiteConfig)(row["config"]).pipe(
          Effect.catchTag("ParseError", (error) => Effect.dieMessage(`stored site config is invalid: ${error.message}`))
        )
      }).pipe(Effect.orDie),

      groups: (names, lang) =>
        Effect.gen(function* () {
          const rows = yield* db.query(
            // '' sorts first, so the language's own values are applied last and win.
            "select name, lang, settings from config_groups where name = any($1::text[]) and lang in ('', $2) order by name, lang",
            [[...names], lang]
          )
          const groups: Record<string, ConfigGroupValues> = {}
          for (const raw of rows) {
            const row = yield* Schema.decodeUnknown(GroupRow)(raw).pipe(
              Effect.catchTag("ParseError", (error) => Effect.dieMessage(`stored config group is invalid: ${error.message}`))
            )
            groups[row.name] = { ...groups[row.name], ...row.settings }
          }
          return groups
        }).pipe(Effect.orDie)
    }
  })
)
