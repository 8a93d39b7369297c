import { Redacted } from "effect"
import type { SimulatedFeedOptions } from "../../../server/sports/simulatedFeed"
import { type RunningServer, startServer } from "../../../server/startServer"
import type { FreshDatabase } from "./databases"
import type { ManualClock } from "./manualClock"
import { TEST_OPERATOR_TOKEN } from "./testServer"

/**
 * The in-play delay across processes: a server process on `database` whose clock is `clock` (one clock for every process
 * of the test, standing still until the test moves it, so every line shows the same prices), its line standing still
 * too, live bets held `delayMs`, nothing settled by itself.
 */
export const startDelayingProcess = (
  database: FreshDatabase,
  clock: ManualClock,
  sports: Pick<SimulatedFeedOptions, "secret" | "live" | "line">,
  delayMs: number
): Promise<RunningServer> =>
  startServer({
    database: database.options,
    clock: clock.clock,
    sports: { ...sports, tickEvery: 0 },
    coupon: { inPlayDelay: delayMs, settleEvery: 0 },
    operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
    sessionCreationLimit: { limit: 100_000, window: "1 minute" },
    log: () => {}
  })

/** An account's balance in minor units, as the ledger holds it. */
export const ledgerBalance = async (database: FreshDatabase, accountId: number): Promise<number> =>
  Number((await database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])

/** `read`'s first answer that is not undefined, asked every 50 ms for `ms` at most. */
export const eventually = async <A>(read: () => Promise<A | undefined>, what: string, ms: number): Promise<A> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = await read()
    if (value !== undefined) return value
  }
  throw new Error(`never happened: ${what}`)
}
