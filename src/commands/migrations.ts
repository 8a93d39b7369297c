/**
 * Upgrades of old event versions, applied to the raw JSON of an imported entry before it is decoded. A migration
 * takes an event body of `tag` at version `from` to version `from + 1`; each area lists its own in its
 * migrations.ts. When an event's Schema changes, its version goes up and a migration is added there.
 */
export interface EventMigration {
  readonly tag: string
  readonly from: number
  readonly migrate: (body: Record<string, unknown>) => Record<string, unknown>
}

export type UpgradeResult =
  | { readonly _tag: "Upgraded"; readonly body: Record<string, unknown> }
  | { readonly _tag: "NoPath"; readonly from: number; readonly to: number }

/** Runs the migrations of this body's tag, in order, until it reaches `to`. */
export const upgradeEventBody = (
  body: Record<string, unknown>,
  to: number,
  migrations: ReadonlyArray<EventMigration>
): UpgradeResult => {
  let current = body
  let version = typeof body.v === "number" ? body.v : 1
  const start = version
  while (version < to) {
    const step = migrations.find((m) => m.tag === current._tag && m.from === version)
    if (step === undefined) return { _tag: "NoPath", from: start, to }
    current = { ...step.migrate(current), v: version + 1 }
    version += 1
  }
  return { _tag: "Upgraded", body: current }
}
