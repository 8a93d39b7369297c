import { Effect, Layer } from "effect"
import type { Database } from "./Database"
import { databaseLayer, type DatabaseOptions } from "./databaseLayer"
import { applyMigrations, readMigrations } from "./migrations"
import { seedIfEmpty } from "./seed"

/** The database, migrated and seeded before anything else may use it. */
export const preparedDatabase = (options: DatabaseOptions) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const applied = yield* applyMigrations(yield* readMigrations())
      for (const name of applied) yield* Effect.logInfo(`applied migration ${name}`)
      const seeded = yield* seedIfEmpty
      if (seeded.length > 0) yield* Effect.logInfo(`seeded ${seeded.join(", ")}`)
    })
  ).pipe(Layer.provideMerge(databaseLayer(options))) satisfies Layer.Layer<Database, unknown>
