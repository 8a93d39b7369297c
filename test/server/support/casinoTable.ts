import { afterAll, beforeAll, expect } from "vitest"
import type { StartServerOptions } from "../../../server/startServer"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./accounts"
import type { DatabaseUnderTest } from "./databases"
import { type JsonAnswer, jsonCallsTo } from "./http"
import { type TestServer, useTestServer } from "./testServer"

/**
 * What the casino's server tests (instant rounds, stepped rounds, bonus games) stand on: a test server, funded and
 * signed-in players, JSON calls as the browser makes them, and the ledger's two invariants. Called inside a describe
 * block (it registers the server's and the account services' set-up and tear-down there).
 */

export interface CasinoPlayer {
  readonly userId: number
  readonly accountId: number
  readonly cookie: string
}

export interface CasinoTable {
  readonly server: TestServer
  /** A new signed-in player with a RUB account holding `money` kopecks; user ids count up from `firstUserId`. */
  readonly player: (money: number) => Promise<CasinoPlayer>
  /** A call with the player's cookie (none: no session); a string body is sent as it is, anything else as JSON. */
  readonly call: (method: string, path: string, cookie: string | undefined, body?: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>
  /** The balance of the player's RUB account, read from the database. */
  readonly balanceOf: (who: CasinoPlayer) => Promise<number>
  /** Every ledger transaction sums to zero, and every player account's balance is the sum of its entries. */
  readonly expectLedgerBalanced: () => Promise<void>
}

export const useCasinoTable = (
  db: DatabaseUnderTest,
  firstUserId: number,
  options: Omit<StartServerOptions, "database" | "log"> = {}
): CasinoTable => {
  const server = useTestServer(db, options)
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })

  let players = 0
  const player = async (money: number): Promise<CasinoPlayer> => {
    const userId = firstUserId + players++
    const accountId = await playerWithMoney(accounts, userId, "RUB", money)
    return { userId, accountId, cookie: await signedInCookie(server.url, server.database, userId) }
  }

  const call = jsonCallsTo(server)

  const balanceOf = async (who: CasinoPlayer): Promise<number> =>
    Number((await server.database.query("select balance from ledger_accounts where id = $1", [who.accountId]))[0]!["balance"])

  const expectLedgerBalanced = async () => {
    expect(await server.database.query("select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0")).toEqual([])
    expect(
      await server.database.query(
        `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
         where a.user_id is not null group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`
      )
    ).toEqual([])
  }

  return { server, player, call, balanceOf, expectLedgerBalanced }
}
