import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { ConfigGroupValues, SiteConfig } from "../../src/domain/config/siteConfig"
import { orDieQuietly } from "../platform/db/databaseFault"

/** The stored part of SiteConfig: geoCountry is added per request from the trusted geo-country header. */
export const StoredSiteConfig = SiteConfig.pipe(Schema.omit("geoCountry"))
export type StoredSiteConfig = typeof StoredSiteConfig.Type

/** A config_groups row: lang "" holds the values for every language, a language's row overrides single keys. */
export const ConfigGroupRow = Schema.Struct({ name: Schema.String, lang: Schema.String, settings: ConfigGroupValues })
export type ConfigGroupRow = typeof ConfigGroupRow.Type

// bigint: the pg driver answers a string, PGlite a number.
const VersionRow = Schema.Struct({ version: Schema.Union(Schema.Number, Schema.NumberFromString) })
const SiteConfigRow = Schema.Struct({ config: StoredSiteConfig })

/** SQL access to the site config, its groups and their version (migrations 001 and 004). */
export const makeConfigRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const version = SqlSchema.single({ Request: Schema.Void, Result: VersionRow, execute: () => sql`select version from config_version` })
  const siteConfig = SqlSchema.findOne({ Request: Schema.Void, Result: SiteConfigRow, execute: () => sql`select config from site_config where id` })
  const groups = SqlSchema.findAll({
    Request: Schema.Void,
    Result: ConfigGroupRow,
    // '' sorts first, so a language's own values are applied after the shared ones.
    execute: () => sql`select name, lang, settings from config_groups order by name, lang`
  })

  return {
    /** Moves whenever either table changes. */
    version: version(undefined).pipe(Effect.map((row) => row.version), orDieQuietly),
    siteConfig: siteConfig(undefined).pipe(Effect.map(Option.map((row) => row.config)), orDieQuietly),
    groups: groups(undefined).pipe(orDieQuietly),
    insertSiteConfig: (config: typeof StoredSiteConfig.Encoded) =>
      sql`insert into site_config (id, config) values (true, ${JSON.stringify(config)}::jsonb)`.pipe(Effect.asVoid, orDieQuietly),
    insertGroup: (group: typeof ConfigGroupRow.Type) =>
      sql`insert into config_groups (name, lang, settings) values (${group.name}, ${group.lang}, ${JSON.stringify(group.settings)}::jsonb)`.pipe(
        Effect.asVoid,
        orDieQuietly
      ),
    isEmpty: sql<{ readonly configs: number; readonly groups: number }>`
      select (select count(*)::int from site_config) as configs, (select count(*)::int from config_groups) as groups`.pipe(
      Effect.map(([row]) => ({ siteConfig: row?.configs === 0, groups: row?.groups === 0 })),
      orDieQuietly
    ),
    /** Two instances starting on an empty PostgreSQL must not both seed. */
    lockForSeed: sql`select pg_advisory_xact_lock(4242002)`.pipe(Effect.asVoid, orDieQuietly),
    withTransaction: sql.withTransaction
  }
})

export type ConfigRepo = Effect.Effect.Success<typeof makeConfigRepo>
