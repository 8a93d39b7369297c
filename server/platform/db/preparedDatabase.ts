import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer } from "effect"
import { databaseLayer, type DatabaseOptions } from "./databaseLayer"
import { applyMigrations, readMigrations } from "./migrations"

/** The database, migrated before anything else may use it. */
export const preparedDatabase = (options: DatabaseOptions) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const applied = yield* applyMigrations(yield* readMigrations())
      for (const name of applied) yield* Effect.logInfo(`applied migration ${name}`)
    })
  ).pipe(Layer.provideMerge(databaseLayer(options))) satisfies Layer.Layer<SqlClient.SqlClient, unknown>
