import { Effect } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"
import { demoConfigGroups, demoSiteConfig } from "./demoConfig"
import type { ConfigRepo } from "./repo"

/** Writes the demo site config and config groups into empty tables; answers what it seeded. */
export const seedIfEmpty = (repo: ConfigRepo): Effect.Effect<ReadonlyArray<string>> =>
  repo
    .withTransaction(
      Effect.gen(function* () {
        yield* repo.lockForSeed
        const empty = yield* repo.isEmpty
        const seeded: Array<string> = []
        if (empty.siteConfig) {
          yield* repo.insertSiteConfig(demoSiteConfig)
          seeded.push("site_config")
        }
        if (empty.groups) {
          for (const group of demoConfigGroups) yield* repo.insertGroup(group)
          seeded.push("config_groups")
        }
        return seeded
      })
    )
    .pipe(orDieQuietly)
