import { Effect } from "effect"
import { demoConfigGroups, demoSiteConfig } from "../seed/demoConfig"
import { Database, type DatabaseError } from "./Database"

// Two instances starting on an empty PostgreSQL must not both seed.
const SEED_LOCK = 4_242_002

/** Writes the demo site config and config groups into empty tables; answers what it seeded. */
export const seedIfEmpty: Effect.Effect<ReadonlyArray<string>, DatabaseError, Database> = Effect.gen(function* () {
  const db = yield* Database
  return yield* db.transaction(
    Effect.gen(function* () {
      yield* db.query("select pg_advisory_xact_lock($1)", [SEED_LOCK])
      const seeded: Array<string> = []
      const [config] = yield* db.query("select count(*)::int as n from site_config")
      if (Number(config?.["n"]) === 0) {
        yield* db.query("insert into site_config (id, config) values (true, $1::jsonb)", [JSON.stringify(demoSiteConfig)])
        seeded.push("site_config")
      }
      const [groups] = yield* db.query("select count(*)::int as n from config_groups")
      if (Number(groups?.["n"]) === 0) {
        for (const group of demoConfigGroups) {
          yield* db.query("insert into config_groups (name, lang, settings) values ($1, $2, $3::jsonb)", [
            group.name,
            group.lang,
            JSON.stringify(group.settings)
          ])
        }
        seeded.push("config_groups")
      }
      return seeded
    })
  )
})
