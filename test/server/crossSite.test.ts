import { describe, expect, it } from "vitest"
import { VERIFICATION_UPLOAD_PATH } from "../../src/domain/api/accountVerification"
import { PNG_1X1 } from "../support/documentFiles"
import { signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, tokenPayload } from "./support/http"
import { rawRequest } from "./support/rawHttp"
import { useTestServer } from "./support/testServer"

/**
 * No state change from another site: a page on a sibling subdomain or another port of the host has the player's
 * SameSite=Lax cookie sent along with its form posts, so the server itself refuses every write that does not show it
 * comes from the site, with a typed 403, before the session is touched. Requests go out raw (node:http), as a browser
 * would send them: with exactly the fetch-metadata and Origin headers given, nothing added.
 */
describe.each(databasesUnderTest)("writes from another site on $label", (db) => {
  const server = useTestServer(db)
  let nextPlayer = 7_100

  /** A signed-in player's session cookie. */
  const player = () => signedInCookie(server.url, server.database, ++nextPlayer)

  /** The player the session speaks for, as a token fetched with it says: null when it no longer signs anyone in. */
  const signedInAs = async (cookie: string): Promise<number | null> => {
    const answer = await fetch(`${server.url}/web-api/user/gettoken`, { headers: cookieHeader(cookie) })
    if (answer.status !== 200) return null
    const { data } = (await answer.json()) as { data: { token: string | null } }
    return data.token === null ? null : (tokenPayload(data.token)["uid"] as number | null)
  }

  const logout = (cookie: string, headers: Record<string, string>, body?: string) =>
    rawRequest(server.url, { method: "POST", path: "/auth-api/logout", headers: { ...headers, ...cookieHeader(cookie) }, ...(body === undefined ? {} : { body }) })

  const expectRefused = (answer: { status: number; body: string }) => {
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.body)).toMatchObject({ _tag: "Forbidden" })
  }

  it("refuses a form post with a foreign Origin, and the session stays signed in", async () => {
    const cookie = await player()
    for (const origin of ["https://evil.example", "http://127.0.0.1:1", "null"]) {
      expectRefused(await logout(cookie, { origin, "content-type": "application/x-www-form-urlencoded" }, "x=1"))
    }
    expect(await signedInAs(cookie)).toBe(nextPlayer)
  })

  it("refuses a multipart upload with a foreign Origin", async () => {
    const cookie = await player()
    const boundary = "----cross-site-boundary"
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1X1,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const answer = await rawRequest(server.url, {
      method: "POST",
      path: VERIFICATION_UPLOAD_PATH,
      headers: { ...cookieHeader(cookie), origin: "http://sub.localhost:8080", "content-type": `multipart/form-data; boundary=${boundary}` },
      body
    })
    expectRefused(answer)
    const documents = await fetch(`${server.url}${VERIFICATION_UPLOAD_PATH}`, { headers: cookieHeader(cookie) })
    expect(JSON.stringify(await documents.json())).not.toContain("a.png")
  })

  it("refuses a bodiless logout marked cross-site or same-site, and a plain form post that shows nothing (an older browser)", async () => {
    const cookie = await player()
    expectRefused(await logout(cookie, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" }))
    expectRefused(await logout(cookie, { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" }))
    expectRefused(await logout(cookie, {}))
    expectRefused(await logout(cookie, { "content-type": "text/plain" }, "x"))
    expectRefused(await logout(cookie, { "content-type": "multipart/form-data; boundary=x" }, "--x--\r\n"))
    expect(await signedInAs(cookie)).toBe(nextPlayer)
  })

  it("lets the site's own writes through: same-origin fetch metadata, the site's Origin, or a non-browser's JSON", async () => {
    const first = await player()
    expect((await logout(first, { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" })).status).toBe(200)
    expect(await signedInAs(first)).toBe(null)

    const second = await player()
    expect((await logout(second, { origin: server.url })).status).toBe(200)
    expect(await signedInAs(second)).toBe(null)

    const third = await player()
    expect((await logout(third, { "content-type": "application/json" }, "{}")).status).toBe(200)
    expect(await signedInAs(third)).toBe(null)
  })
})
