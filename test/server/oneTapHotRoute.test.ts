import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ONE_TAP_CLIENT_ID_PATH, oneTapClientIdHotRoute } from "../../server/session/oneTapHotRoute"
import { SocialSignIn, type SocialSignInShape } from "../../server/session/socialSignIn"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

/**
 * The one-tap client id is a hot read: every guest's page asks it, and so does the server's render of a guest's first
 * route, whose calls must be answered in place (a call left to the session group gives the render up).
 */

const routeWith = (clientId: Option.Option<string>) =>
  Effect.runSync(Effect.provideService(oneTapClientIdHotRoute, SocialSignIn, { oneTapClientId: clientId } as SocialSignInShape))
const asked = (query: string, clientId: Option.Option<string>) => {
  const answer = routeWith(clientId).answer({ path: ONE_TAP_CLIENT_ID_PATH, query: new URLSearchParams(query), headers: {}, client: { address: "127.0.0.1", https: false, geoCountry: null } })
  return answer === undefined ? undefined : { status: answer.status, body: JSON.parse(Buffer.from(answer.body!).toString()) as unknown }
}

describe("the one-tap client id on the fast path", () => {
  it("is answered in place, configured or not, and a query is left to the session group", () => {
    expect(asked("", Option.some("oddsfold-one-tap.sandbox"))).toEqual({ status: 200, body: { clientId: "oddsfold-one-tap.sandbox" } })
    expect(asked("", Option.none())).toEqual({ status: 403, body: { _tag: "Forbidden", message: "one-tap sign-in is not configured" } })
    expect(asked("lang=en", Option.some("oddsfold-one-tap.sandbox"))).toBeUndefined()
  })
})

// The same bytes and headers as the session group's, which answers a request with a query (the contract takes none and
// ignores it): with the sandbox (a development server) and with no provider at all (production without one).
for (const production of [false, true]) {
  describe.each(databasesUnderTest.slice(0, 1))(`the one-tap client id ${production ? "without" : "with"} a provider on $label`, (db) => {
    const server = useTestServer(db, { production })
    it("is answered by the front server as the session group answers it", async () => {
      const fast = await fetch(`${server.url}${ONE_TAP_CLIENT_ID_PATH}`)
      const bySessionGroup = await fetch(`${server.url}${ONE_TAP_CLIENT_ID_PATH}?via=group`)
      expect([fast.status, bySessionGroup.status]).toEqual(production ? [403, 403] : [200, 200])
      for (const name of ["content-type", "cache-control", "x-content-type-options", "content-security-policy"]) {
        expect([name, fast.headers.get(name)]).toEqual([name, bySessionGroup.headers.get(name)])
      }
      expect(await fast.text()).toBe(await bySessionGroup.text())
    })
  })
}
