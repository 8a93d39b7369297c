import pg from "pg"
import { Redacted } from "effect"
import type { DatabaseOptions } from "../../../server/platform/db/databaseLayer"
import { DEFAULT_GROUP_LANES } from "../../../server/platform/db/groupCommit"

/**
 * Makes the server's database busy on purpose, to see what it does with the writes that arrive meanwhile: the test
 * holds the players' lock (advisory lock space 44, which every round and placement takes first) of as many players
 * as the server has group-commit lanes, starts one write of each (so every lane waits), then runs `meanwhile` (the
 * writes that must queue), and lets the held writes go once `meanwhile`'s writes had time to arrive.
 */
export const whileLanesAreBusy = async <A>(
  database: DatabaseOptions,
  holdersIds: ReadonlyArray<number>,
  startHeldWrite: (userId: number) => Promise<unknown>,
  meanwhile: () => Promise<A>
): Promise<{ held: ReadonlyArray<unknown>; meanwhile: A }> => {
  if (database.kind !== "postgres") throw new Error("only a PostgreSQL server has several lanes to keep busy")
  if (holdersIds.length !== DEFAULT_GROUP_LANES) throw new Error(`hold exactly ${DEFAULT_GROUP_LANES} players, one per lane`)
  const holder = new pg.Client({ connectionString: Redacted.value(database.url), ...(database.schema === undefined ? {} : { options: `-c search_path=${database.schema}` }) })
  await holder.connect()
  try {
    await holder.query("begin")
    for (const id of holdersIds) await holder.query("select pg_advisory_xact_lock(44, $1::integer)", [id])
    const held = Promise.all(holdersIds.map(startHeldWrite))
    // Every lane is waiting once the database shows a waiter on each held lock.
    for (let waited = 0; ; waited += 20) {
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = 44 and objid = any($1::oid[]) and not granted",
        [holdersIds]
      )
      if (rows[0]!.n === holdersIds.length) break
      if (waited > 10_000) throw new Error(`only ${rows[0]!.n} of ${holdersIds.length} held writes reached the database`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const queued = meanwhile()
    // The queued writes' requests reach the server and wait for a lane.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await holder.query("commit")
    return { held: await held, meanwhile: await queued }
  } finally {
    await holder.end()
  }
}
