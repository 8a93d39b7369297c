import { resolve } from "node:path"
import { startServer, type RunningServer } from "../../server/startServer"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "../server/support/accounts"
import { databasesUnderTest, type FreshDatabase } from "../server/support/databases"

/**
 * A real server of its own for a spec that needs a signed-in player, on an in-memory PGlite this test owns, serving
 * the client the e2e run built. Sign-in is built elsewhere (the session area); until it lands, the player is made
 * the way the server would make one: the account services open and fund the main account, and the session row of a
 * fresh session gets the player's id. The browser then only gets the HttpOnly cookie, as after a real sign-in.
 */
export interface PlayerServer {
  readonly url: string
  readonly services: AccountServices
  readonly database: FreshDatabase
  /** A signed-in player with a RUB main account holding `kopecks`: their session cookie. */
  readonly player: (userId: number, kopecks: number) => Promise<string>
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
    player: async (userId, kopecks) => {
      await playerWithMoney(services, userId, "RUB", kopecks)
      return signedInCookie(server.url, database, userId)
    },
    close: async () => {
      await services.dispose()
      await server.close()
      await database.dispose()
    }
  }
}
