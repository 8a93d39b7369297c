import type { EventMigration } from "../migrations"

/** No account event has changed since it shipped. */
export const accountMigrations: ReadonlyArray<EventMigration> = []
