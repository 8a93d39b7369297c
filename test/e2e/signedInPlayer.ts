import { randomBytes } from "node:crypto"
import { resolve } from "node:path"
import { Redacted } from "effect"
import { devTokenOf } from "../../server/devtools/devToken"
import { startServer, type RunningServer } from "../../server/startServer"
import { DEV_TOKEN_HEADER } from "../../src/domain/api/devtools"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import type { BrowserContext } from "./fixtures"
import { accountServicesOn, type AccountServices, playerWithMoney } from "../server/support/accounts"
import { oneDatabase, type FreshDatabase } from "../server/support/databases"
import { warmLine } from "./support"

/**
 * A real server of its own for a spec that needs a signed-in player with money, on a database this test owns (the
 * machine's PostgreSQL when TEST_DATABASE_URL is set, an in-memory PGlite otherwise: databases.ts `oneDatabase`),
 * serving the client the e2e run built. The player registers in one click through the real endpoint, from the
 * browser context (which keeps the HttpOnly session cookie, as after a registration in the page), and the ledger
 * funds their main account with a deposit, as a payment would.
 */
export interface PlayerServer {
  readonly url: string
  readonly services: AccountServices
  readonly database: FreshDatabase
  /** The header its dev calls need (its dev token). */
  readonly devHeaders: Readonly<Record<string, string>>
  /** The header its operator calls need (its operator token: a promo code made, as the operator tool makes it). */
  readonly operatorHeaders: Readonly<Record<string, string>>
  /** Signs `context` in as a new player whose RUB main account holds `kopecks`; answers the player's user id. */
  readonly signUp: (context: BrowserContext, kopecks: number) => Promise<number>
  readonly close: () => Promise<void>
}

export const startPlayerServer = async (): Promise<PlayerServer> => {
  const database = await oneDatabase[0]!.fresh()
  // Its own operator token, for the dev calls its tests make (a game finished, a market suspended).
  const operatorToken = Redacted.make(randomBytes(32).toString("base64url"))
  const server: RunningServer = await startServer({ database: database.options, clientDir: resolve("dist/client"), operatorToken, log: () => {} })
  const services = accountServicesOn(database)
  await warmLine(server.url)
  return {
    url: server.url,
    devHeaders: { [DEV_TOKEN_HEADER]: Redacted.value(devTokenOf(operatorToken)) },
    operatorHeaders: { [OPERATOR_TOKEN_HEADER]: Redacted.value(operatorToken) },
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
