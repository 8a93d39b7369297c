import { describe, expect, it } from "vitest"
import { couponBody } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession, sessionCookieOf } from "./support/http"
import { useTestServer } from "./support/testServer"

/**
 * The rights call (SPEC.md 7 auth API "rights"): what the signed-in player may do, from the ban, the frozen wallet
 * and the verification the server keeps; and the coupon's placement refuses exactly what the rights refuse.
 */

interface Answer {
  readonly status: number
  readonly body: any
}

const call = async (url: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer & { readonly cookie: string | undefined }> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text), cookie: sessionCookieOf(response) }
}

describe.each(databasesUnderTest)("the player's rights on $label", (db) => {
  const server = useTestServer(db)

  /** A one-click player: their id, bearer token, session cookie and main account. */
  const player = async () => {
    const registered = await call(server.url, "/auth-api/registration/fast", {}, { country_id: 1, currency_id: 1 })
    expect(registered.status).toBe(200)
    const cookie = registered.cookie!
    const accounts = await call(server.url, "/web-api/account/accounts", cookieHeader(cookie))
    return {
      userId: registered.body.userId as number,
      bearer: { authorization: `Bearer ${registered.body.data.token as string}` },
      cookie,
      accountId: accounts.body.accounts[0].id as number
    }
  }
  const rights = async (bearer: Record<string, string>) => {
    const answer = await call(server.url, "/auth-api/rights", bearer)
    expect(answer.status).toBe(200)
    return answer.body
  }
  /** Three verified documents: the verification of SPEC.md 2.5 done by the operator. */
  const verify = async (userId: number) => {
    for (const kind of ["passport", "selfie", "address"]) {
      await server.database.query(
        `insert into verification_documents (user_id, kind, file_name, content_type, size, content, status, uploaded_at, decided_at)
         values ($1, $2, 'scan.pdf', 'application/pdf', 4, '\\x25504446'::bytea, 'verified', now(), now())`,
        [userId, kind]
      )
    }
  }
  /** A coupon on a game the line does not have: refused by the line (422) unless the player may not bet at all (409). */
  const place = (cookie: string, accountId: number) =>
    call(server.url, "/web-api/coupon/place", cookieHeader(cookie), couponBody(accountId, [{ id: "g99999999:1x2:0:1", coef: 2 }]))

  it("a new player may bet, deposit and play the casino, and may not withdraw before verification", async () => {
    const { bearer, userId } = await player()
    expect(await rights(bearer)).toEqual({
      userId,
      rights: {
        bet: { allowed: true },
        deposit: { allowed: true },
        withdraw: { allowed: false, reason: "notVerified" },
        casino: { allowed: true }
      }
    })
  })

  it("a verified player may withdraw", async () => {
    const { bearer, userId } = await player()
    await verify(userId)
    expect((await rights(bearer)).rights.withdraw).toEqual({ allowed: true })
  })

  it("a frozen wallet refuses every right, and the coupon is refused for it, not for its bets", async () => {
    const { accountId, bearer, cookie, userId } = await player()
    expect((await place(cookie, accountId)).status).toBe(422)
    await server.database.query("update wallets set frozen = true where user_id = $1", [userId])
    expect((await rights(bearer)).rights).toEqual({
      bet: { allowed: false, reason: "frozen" },
      deposit: { allowed: false, reason: "frozen" },
      withdraw: { allowed: false, reason: "frozen" },
      casino: { allowed: false, reason: "frozen" }
    })
    const refused = await place(cookie, accountId)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ _tag: "WalletRefused", code: 4 })
  })

  it("a ban at level 53, version 1 leaves only the withdrawal of a verified player; the coupon is refused as banned", async () => {
    const { accountId, bearer, cookie, userId } = await player()
    await verify(userId)
    await server.database.query("update players set ban_level = 53, ban_version = 1 where id = $1", [userId])
    expect((await rights(bearer)).rights).toEqual({
      bet: { allowed: false, reason: "banned" },
      deposit: { allowed: false, reason: "banned" },
      withdraw: { allowed: true },
      casino: { allowed: false, reason: "banned" }
    })
    const refused = await place(cookie, accountId)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ _tag: "WalletRefused", code: 7 })

    // Version 2 of level 53 closes the withdrawal too.
    await server.database.query("update players set ban_version = 2 where id = $1", [userId])
    expect((await rights(bearer)).rights.withdraw).toEqual({ allowed: false, reason: "banned" })
    // Lifted: every right comes back at once.
    await server.database.query("update players set ban_level = 0 where id = $1", [userId])
    expect((await rights(bearer)).rights.bet).toEqual({ allowed: true })
  })

  it("answers 401 without a player's token: none, a malformed one, a guest's, or one whose session logged out", async () => {
    expect((await call(server.url, "/auth-api/rights", {})).status).toBe(401)
    expect((await call(server.url, "/auth-api/rights", { authorization: "Bearer not-a-token" })).status).toBe(401)

    const guestToken = await call(server.url, "/web-api/user/gettoken", cookieHeader(await newSession(server.url)))
    expect(guestToken.status).toBe(200)
    const asGuest = await call(server.url, "/auth-api/rights", { authorization: `Bearer ${guestToken.body.data.token as string}` })
    expect(asGuest.status).toBe(401)
    expect(asGuest.body).toMatchObject({ _tag: "Unauthorized" })

    const { bearer, cookie } = await player()
    expect((await call(server.url, "/auth-api/logout", cookieHeader(cookie), {})).status).toBe(200)
    expect((await call(server.url, "/auth-api/rights", bearer)).status).toBe(401)
  })
})
