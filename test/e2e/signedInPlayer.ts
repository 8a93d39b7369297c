import { resolve } from "node:path"
import { startServer, type RunningServer } from "../../server/startServer"
import type { BrowserContext } from "@playwright/test"
import { accountServicesOn, type AccountServices, playerWithMoney } from "../server/support/accounts"
import { databasesUnderTest, type FreshDatabase } from "../server/support/databases"

/**
 * A real server of its own for a spec that needs a signed-in player with money, on an in-memory PGlite this test
 * owns, serving the client the e2e run built. The player registers in one click through the real endpoint, from the
 * browser context (which keeps the HttpOnly session cookie, as after a registration in the page), and the ledger
 * funds their main account with a deposit, as a payment would.
 */
export interface PlayerServer {
  readonly url: string
  readonly services: AccountServices
  readonly database: FreshDatabase
  /** Signs `context` in as a new player whose RUB main account holds `kopecks`; answers the player's user id. */
  readonly signUp: (context: BrowserContext, kopecks: number) => Promise<number>
  readonly close: () => Promise<void>
}

export const startPlayerServer = async (): Promise<PlayerServer> => {
  const database = await databasesUnderTest[0]!.fresh()
  const server: RunningServer = await startServer({ database: database.options, clientDir: resolve("dist/client"), log: () => {} })
  const services = accountServicesOn(database)
  return {
    url: server.url,
    services,
    database,
    signUp: async (context, kopecks) => {
      const answer = await context.request.post(`${server.url}/auth-api/registration/fast`, { data: { country_id: 1, currency_id: 1 } })
      if (!answer.ok()) throw new Error(`one-click registration answered ${answer.status()}`)
      const { userId } = (await answer.json()) as { readonly userId: number }
      await playerWithMoney(services, userId, "RUB", kopecks)
      return userId
    },
    close: async () => {
      await services.dispose()
      await server.close()
      await database.dispose()
    }
  }
}
