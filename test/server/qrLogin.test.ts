import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession, sessionCookieOf, tokenPayload, sessionStateOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/** QR sign-in (SPEC.md 2.9): a signed-in device approves the code a new device shows; the new one is signed in once. */

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

const post = async (url: string, path: string, body: unknown, cookie?: string, from?: string): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(cookie === undefined ? {} : cookieHeader(cookie)),
      ...(from === undefined ? {} : { "x-forwarded-for": from })
    },
    body: JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
}

let addresses = 0
const freshAddress = () => `10.14.${Math.floor(++addresses / 200)}.${addresses % 200}`

describe.each(databasesUnderTest)("QR sign-in on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    trustedProxies: ["127.0.0.1"]
  })

  /** A new player signed in on a device of their own: their session cookie and user id. */
  const signedInPlayer = async () => {
    const registered = await post(server.url, "/auth-api/registration/fast", { country_id: 1, currency_id: 1 }, undefined, freshAddress())
    expect(registered.status).toBe(200)
    return { cookie: registered.cookie!, userId: registered.body["userId"] as number }
  }

  /** A guest device: a session of its own, and a sign-in request it shows. */
  const guestWithRequest = async () => {
    const from = freshAddress()
    const cookie = await newSession(server.url)
    const started = await post(server.url, "/auth-api/qr-login", { lng: "en" }, cookie, from)
    expect(started.status).toBe(200)
    return { cookie, from, ticket: started.body["ticket"] as string, code: started.body["code"] as string, body: started.body }
  }

  const poll = (guest: { cookie: string; from: string; ticket: string }) => post(server.url, "/auth-api/qr-login/status", { ticket: guest.ticket }, guest.cookie, guest.from)

  it("shows a request: a secret ticket of 256 bits, a short code, two minutes of life and a QR code of the approval page", async () => {
    const before = Math.floor(clock.nowMillis() / 1000)
    const guest = await guestWithRequest()
    expect(guest.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(guest.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/)
    expect(guest.body["expiresAt"]).toBeGreaterThanOrEqual(before + 119)
    expect(guest.body["expiresAt"]).toBeLessThanOrEqual(before + 121)
    expect(guest.body["qrSvg"]).toMatch(/^<svg/)
    // Only the ticket's hash is kept.
    const rows = await server.database.query("select ticket_hash from qr_logins where code = $1", [guest.code])
    expect(rows[0]!["ticket_hash"]).not.toBe(guest.ticket)
    expect(rows[0]!["ticket_hash"]).toMatch(/^[0-9a-f]{64}$/)
    // Two requests never share a ticket or a code.
    const other = await guestWithRequest()
    expect(other.ticket).not.toBe(guest.ticket)
    expect(other.code).not.toBe(guest.code)
  })

  it("waits until a signed-in player approves, then signs the new device in as that player on a new session, once", async () => {
    const player = await signedInPlayer()
    const guest = await guestWithRequest()
    expect((await poll(guest)).body).toEqual({ status: "pending" })

    // The code as a person types it: lower case, with the dash the screen shows.
    const typed = `${guest.code.slice(0, 4)}-${guest.code.slice(4)}`.toLowerCase()
    const approved = await post(server.url, "/auth-api/qr-login/approve", { code: typed }, player.cookie)
    expect(approved).toMatchObject({ status: 200, body: { approved: true } })

    const signedIn = await poll(guest)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ status: "approved", userId: player.userId })
    expect(tokenPayload(signedIn.body["data"]["token"])["uid"]).toBe(player.userId)
    // A new session id, as with the password sign-in: the guest's old cookie is dead.
    expect(signedIn.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(signedIn.cookie).not.toBe(guest.cookie)
    const check = await fetch(`${server.url}/auth-api/session/check`, { headers: { authorization: `Bearer ${signedIn.body["data"]["token"]}` } })
    expect(await check.json()).toEqual({ userId: player.userId })
    expect(await sessionStateOf(server.url, guest.cookie)).toBe("none")

    // The request is used: polling again (say, with a copied ticket) signs nobody in.
    const again = await poll({ ...guest, cookie: await newSession(server.url) })
    expect(again).toMatchObject({ status: 400, body: { code: 52 } })
    expect(again.cookie).toBeUndefined()
    // And the code cannot be approved a second time.
    expect(await post(server.url, "/auth-api/qr-login/approve", { code: guest.code }, player.cookie)).toMatchObject({ status: 400, body: { code: 52 } })
  })

  it("refuses a guest's approval with 401, and an unknown ticket or code with code 50", async () => {
    const guest = await guestWithRequest()
    const stranger = await newSession(server.url)
    expect((await post(server.url, "/auth-api/qr-login/approve", { code: guest.code }, stranger)).status).toBe(401)
    expect((await post(server.url, "/auth-api/qr-login/approve", { code: guest.code })).status).toBe(401)
    expect((await poll(guest)).body).toEqual({ status: "pending" })

    const player = await signedInPlayer()
    // A well-formed code that no request has.
    const unknownCode = guest.code === "ABCDEFGH" ? "HGFEDCBA" : "ABCDEFGH"
    expect(await post(server.url, "/auth-api/qr-login/approve", { code: unknownCode }, player.cookie)).toMatchObject({ status: 400, body: { code: 50 } })
    expect(await post(server.url, "/auth-api/qr-login/approve", { code: "not a code" }, player.cookie)).toMatchObject({ status: 400, body: { code: 1 } })
    expect(await poll({ ...guest, ticket: "A".repeat(43) })).toMatchObject({ status: 400, body: { code: 50 } })
    // Not the shape of a ticket at all: the contract refuses it.
    expect((await poll({ ...guest, ticket: "short" })).status).toBe(400)
  })

  it("refuses an expired request: it cannot be approved after two minutes, and an approved one not taken in time signs no one in", async () => {
    const player = await signedInPlayer()
    const late = await guestWithRequest()
    const approvedLate = await guestWithRequest()
    expect((await post(server.url, "/auth-api/qr-login/approve", { code: approvedLate.code }, player.cookie)).status).toBe(200)

    clock.advance("121 seconds")
    try {
      expect(await post(server.url, "/auth-api/qr-login/approve", { code: late.code }, player.cookie)).toMatchObject({ status: 400, body: { code: 51 } })
      expect(await poll(late)).toMatchObject({ status: 400, body: { code: 51 } })
      const refused = await poll(approvedLate)
      expect(refused).toMatchObject({ status: 400, body: { code: 51 } })
      expect(refused.cookie).toBeUndefined()
    } finally {
      clock.advance("-121 seconds")
    }
  })

  it("one approval signs in one device even when two polls race for it", async () => {
    const player = await signedInPlayer()
    const guest = await guestWithRequest()
    await post(server.url, "/auth-api/qr-login/approve", { code: guest.code }, player.cookie)
    const answers = await Promise.all([poll(guest), poll({ ...guest, cookie: await newSession(server.url) }), poll(guest)])
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400 && a.body["code"] === 52)).toHaveLength(2)
  })
})
