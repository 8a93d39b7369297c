import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession } from "./support/http"
import { startTestIdentityProvider, type TestIdentityProvider } from "./support/identityProvider"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The verification page's online identity check: started by the player, continued to the provider, decided by the
 * provider's signed result alone. Against the sandbox provider of a non-production server (as a browser walks it), and
 * against a provider the test plays, whose results the test signs (and forges, and replays).
 */

const CALLBACK = "/web-api/account/verification/identity-check/callback"

interface Check {
  readonly id: string
  readonly status: string
  readonly reason: string | null
}
interface State {
  readonly status: string
  readonly missing: ReadonlyArray<string>
  readonly convertStatus: number
  readonly identityCheckAvailable: boolean
  readonly identityCheck: Check | null
}

const json = (cookie: string | undefined, body: unknown) => ({
  method: "POST",
  headers: { ...(cookie === undefined ? {} : cookieHeader(cookie)), "content-type": "application/json" },
  body: JSON.stringify(body)
})

describe.each(databasesUnderTest)("the online identity check through the sandbox on $label", (db) => {
  const server = useTestServer(db)
  let nextUser = 7000
  const player = () => signedInCookie(server.url, server.database, nextUser++)
  const stateOf = async (cookie: string): Promise<State> => {
    const response = await fetch(`${server.url}/web-api/account/verification`, { headers: cookieHeader(cookie) })
    expect(response.status).toBe(200)
    return (await response.json()) as State
  }
  const start = (cookie: string | undefined, lng = "en") => fetch(`${server.url}/web-api/account/verification/identity-check`, json(cookie, { lng }))

  /** Start, continue to the sandbox's page, pick the outcome there: answers where the sandbox sends the browser. */
  const walk = async (cookie: string, form: Record<string, string>) => {
    const started = await start(cookie)
    expect(started.status).toBe(200)
    const { checkId } = (await started.json()) as { checkId: string }
    const onward = await fetch(`${server.url}/web-api/account/verification/identity-check/${checkId}/continue`, { headers: cookieHeader(cookie), redirect: "manual" })
    expect(onward.status).toBe(302)
    const sandboxPage = onward.headers.get("location")!
    expect(sandboxPage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/check\/[A-Za-z0-9_-]{22}$/)
    const page = await fetch(sandboxPage)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(checkId)
    const decided = await fetch(sandboxPage, { method: "POST", body: new URLSearchParams(form), redirect: "manual" })
    return { checkId, decided, sandboxPage }
  }

  it("offers the check, and a sandbox approval verifies the player: the browser comes back to the check's page", async () => {
    const cookie = await player()
    const before = await stateOf(cookie)
    expect(before).toMatchObject({ status: "not_started", identityCheckAvailable: true, identityCheck: null })

    const { checkId, decided, sandboxPage } = await walk(cookie, { outcome: "verified" })
    expect(decided.status).toBe(303)
    expect(decided.headers.get("location")).toBe(`${server.url}/en/verification/identity-check?check=${checkId}`)
    const after = await stateOf(cookie)
    expect(after).toMatchObject({ status: "verified", missing: [], convertStatus: 1, identityCheck: { id: checkId, status: "verified", reason: null } })

    // The check is over: its page at the sandbox and the site's continue link both lead back to the site's page.
    expect((await fetch(sandboxPage, { redirect: "manual" })).headers.get("location")).toBe(`${server.url}/en/verification/identity-check?check=${checkId}`)
    const again = await fetch(`${server.url}/web-api/account/verification/identity-check/${checkId}/continue`, { headers: cookieHeader(cookie), redirect: "manual" })
    expect(again.headers.get("location")).toBe(`/en/verification/identity-check?check=${checkId}`)
    // Verified: no new check.
    const more = await start(cookie)
    expect(more.status).toBe(409)
    expect(await more.json()).toMatchObject({ _tag: "IdentityCheckNotNeeded" })
  })

  it("a sandbox refusal makes the player rejected with the reason; a new check may follow and approve", async () => {
    const cookie = await player()
    const { checkId, decided } = await walk(cookie, { outcome: "rejected", reason: "face_mismatch" })
    expect(decided.status).toBe(303)
    expect(await stateOf(cookie)).toMatchObject({ status: "rejected", identityCheck: { id: checkId, status: "rejected", reason: "face_mismatch" } })
    // The user config says so too (SPEC.md 3: verification_status 3 = rejected).
    const token = (await (await fetch(`${server.url}/web-api/user/gettoken?force_refresh=true`, { headers: cookieHeader(cookie) })).json()) as { data: { token: string } }
    const config = await fetch(`${server.url}/web-api/user/config`, { headers: { authorization: `Bearer ${token.data.token}` } })
    expect(config.status).toBe(200)
    expect(((await config.json()) as { result: { verification_status: number } }).result.verification_status).toBe(3)

    const second = await walk(cookie, { outcome: "verified" })
    expect(second.checkId).not.toBe(checkId)
    expect(await stateOf(cookie)).toMatchObject({ status: "verified", identityCheck: { id: second.checkId, status: "verified", reason: null } })
  })

  it("an abandoned check changes nothing; the page names it as started", async () => {
    const cookie = await player()
    const started = await start(cookie, "ru")
    const { checkId } = (await started.json()) as { checkId: string }
    expect(await stateOf(cookie)).toMatchObject({ status: "not_started", identityCheck: { id: checkId, status: "started", reason: null } })
  })

  it("answers 401 to a guest, 404 for another player's check, 400 for a language that is none", async () => {
    const guest = await newSession(server.url)
    for (const cookie of [undefined, guest]) expect((await start(cookie)).status).toBe(401)
    const owner = await player()
    const { checkId } = (await (await start(owner)).json()) as { checkId: string }
    const other = await player()
    const theirs = await fetch(`${server.url}/web-api/account/verification/identity-check/${checkId}/continue`, { headers: cookieHeader(other), redirect: "manual" })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ _tag: "IdentityCheckNotFound" })
    expect((await fetch(`${server.url}/web-api/account/verification/identity-check/not-a-uuid/continue`, { headers: cookieHeader(owner), redirect: "manual" })).status).toBe(400)
    expect((await start(owner, "english")).status).toBe(400)
    // A form post (what a cross-site page could send) is refused before anything starts.
    const form = await fetch(`${server.url}/web-api/account/verification/identity-check`, {
      method: "POST",
      headers: { ...cookieHeader(owner), "content-type": "application/x-www-form-urlencoded" },
      body: "lng=en"
    })
    expect(form.status).toBe(415)
  })

  it("refuses a result the sandbox did not sign, without changing the check", async () => {
    const cookie = await player()
    const { checkId } = (await (await start(cookie)).json()) as { checkId: string }
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")
    const claims = Buffer.from(JSON.stringify({ sub: checkId, jti: "x", outcome: "verified", session: "s", iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60 })).toString("base64url")
    const answer = await fetch(`${server.url}${CALLBACK}`, json(undefined, { result: `${header}.${claims}.` }))
    expect(answer.status).toBe(401)
    expect(await answer.json()).toMatchObject({ _tag: "IdentityResultForged" })
    expect(await stateOf(cookie)).toMatchObject({ status: "not_started", identityCheck: { id: checkId, status: "started" } })
  })
})

describe.each(databasesUnderTest)("the identity-check callback of a configured provider on $label", (db) => {
  let provider: TestIdentityProvider
  beforeAll(async () => {
    provider = await startTestIdentityProvider()
  })
  afterAll(async () => {
    await provider?.close()
  })
  const clock = makeManualClock()
  // A getter: the provider's settings exist once the beforeAll above has run, before the server's.
  const server = useTestServer(db, {
    clock: clock.clock,
    get identityCheckProvider() {
      return provider.settings
    }
  })
  let nextUser = 8000
  const player = () => signedInCookie(server.url, server.database, nextUser++)
  const stateOf = async (cookie: string): Promise<State> => {
    const response = await fetch(`${server.url}/web-api/account/verification`, { headers: cookieHeader(cookie) })
    expect(response.status).toBe(200)
    return (await response.json()) as State
  }
  const start = async (cookie: string): Promise<string> => {
    const started = await fetch(`${server.url}/web-api/account/verification/identity-check`, json(cookie, { lng: "en" }))
    expect(started.status).toBe(200)
    return ((await started.json()) as { checkId: string }).checkId
  }
  const deliver = (result: string) => fetch(`${server.url}${CALLBACK}`, json(undefined, { result }))
  const nowSeconds = () => Math.floor(clock.nowMillis() / 1000)

  it("opens the check at the provider with the site's callback, its page to come back to and the language", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    const opened = provider.opened.find((o) => o.reference === checkId)
    expect(opened).toMatchObject({
      callback_url: `${server.url}${CALLBACK}`,
      return_url: `${server.url}/en/verification/identity-check?check=${checkId}`,
      locale: "en"
    })
    const onward = await fetch(`${server.url}/web-api/account/verification/identity-check/${checkId}/continue`, { headers: cookieHeader(cookie), redirect: "manual" })
    expect(onward.headers.get("location")).toBe(`${provider.settings.issuer}/check/${opened!.session}`)
    // The provider's page is this check's capability: the player's state never carries it.
    expect(JSON.stringify(await stateOf(cookie))).not.toContain(opened!.session)
  })

  it("records a result once: the same result again answers 200 as recorded already and changes nothing", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    const result = await provider.sign(checkId, { outcome: "rejected", reason: "document_expired" }, { iat: nowSeconds() })
    const first = await deliver(result)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ checkId, status: "rejected", recorded: true })
    const decidedAt = (await server.database.query("select decided_at from identity_checks where id = $1", [checkId]))[0]!["decided_at"]
    const again = await deliver(result)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ checkId, status: "rejected", recorded: false })
    // The provider's retry signed anew (another result id), same outcome: recorded already too.
    const resigned = await deliver(await provider.sign(checkId, { outcome: "rejected", reason: "document_expired" }, { iat: nowSeconds() }))
    expect(await resigned.json()).toEqual({ checkId, status: "rejected", recorded: false })
    const rows = await server.database.query("select status, reason, decided_at from identity_checks where id = $1", [checkId])
    expect(rows).toEqual([{ status: "rejected", reason: "document_expired", decided_at: decidedAt }])
    expect(await stateOf(cookie)).toMatchObject({ status: "rejected", identityCheck: { status: "rejected", reason: "document_expired" } })
  })

  it("takes the same result delivered five times at once exactly once", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    const result = await provider.sign(checkId, {}, { iat: nowSeconds() })
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(result)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as ReadonlyArray<{ recorded: boolean }>
    expect(bodies.filter((b) => b.recorded)).toHaveLength(1)
    expect(await stateOf(cookie)).toMatchObject({ status: "verified" })
  })

  it("refuses forged results with 401: another key, a changed payload, another audience or issuer, no signature", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    const iat = nowSeconds()
    const genuine = await provider.sign(checkId, {}, { iat })
    const [head, , signature] = genuine.split(".")
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(genuine.split(".")[1]!, "base64url").toString()), outcome: "verified", sub: checkId, extra: 1 })).toString(
      "base64url"
    )
    const forgeries = [
      await provider.sign(checkId, {}, { iat, key: "stranger" }),
      `${head}.${changed}.${signature}`,
      await provider.sign(checkId, { aud: "another-site" }, { iat }),
      await provider.sign(checkId, { iss: "https://impostor.example" }, { iat }),
      `${head}.${genuine.split(".")[1]}.`,
      "not a token at all"
    ]
    for (const [i, forged] of forgeries.entries()) {
      const answer = await deliver(forged)
      expect(answer.status, `forgery ${i}`).toBe(401)
      expect(await answer.json(), `forgery ${i}`).toMatchObject({ _tag: "IdentityResultForged" })
    }
    expect(await stateOf(cookie)).toMatchObject({ status: "not_started", identityCheck: { status: "started" } })
  })

  it("refuses replays with 409: a result past its lifetime, or a result id used for another check", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    // Signed eleven minutes ago with a long expiry: older than any result may be.
    const old = await deliver(await provider.sign(checkId, {}, { iat: nowSeconds() - 660, exp: nowSeconds() + 3600 }))
    expect(old.status).toBe(409)
    expect(await old.json()).toMatchObject({ _tag: "IdentityResultReplayed", reason: "stale" })
    const expired = await deliver(await provider.sign(checkId, {}, { iat: nowSeconds() - 300, exp: nowSeconds() - 120 }))
    expect(expired.status).toBe(409)
    expect(await expired.json()).toMatchObject({ _tag: "IdentityResultReplayed", reason: "stale" })
    expect((await stateOf(cookie)).identityCheck).toMatchObject({ status: "started" })

    // A genuine result that decided one check, replayed (its id) for another player's check.
    const first = await deliver(await provider.sign(checkId, { jti: "result-used-once" }, { iat: nowSeconds() }))
    expect(first.status).toBe(200)
    const victim = await player()
    const victimCheck = await start(victim)
    const replay = await deliver(await provider.sign(victimCheck, { jti: "result-used-once" }, { iat: nowSeconds() }))
    expect(replay.status).toBe(409)
    expect(await replay.json()).toMatchObject({ _tag: "IdentityResultReplayed", reason: "reused" })
    expect(await stateOf(victim)).toMatchObject({ status: "not_started", identityCheck: { status: "started" } })
    // The same result id with another outcome for its own check: refused too.
    const flipped = await deliver(await provider.sign(checkId, { jti: "result-used-once", outcome: "rejected", reason: "suspected_fraud" }, { iat: nowSeconds() }))
    expect(flipped.status).toBe(409)
    expect(await flipped.json()).toMatchObject({ _tag: "IdentityResultReplayed", reason: "reused" })
  })

  it("gives a check one outcome: another outcome later is a 409 and the first one stays", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    expect((await deliver(await provider.sign(checkId, {}, { iat: nowSeconds() }))).status).toBe(200)
    const other = await deliver(await provider.sign(checkId, { outcome: "rejected", reason: "suspected_fraud" }, { iat: nowSeconds() }))
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ _tag: "IdentityCheckAlreadyDecided", status: "verified" })
    expect(await stateOf(cookie)).toMatchObject({ status: "verified", identityCheck: { status: "verified", reason: null } })
  })

  it("answers 404 for a check that does not exist and 400 for results without what a result says", async () => {
    const cookie = await player()
    const checkId = await start(cookie)
    const unknown = await deliver(await provider.sign(randomUUID(), {}, { iat: nowSeconds() }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ _tag: "IdentityCheckNotFound" })
    const malformed = [
      await provider.sign(checkId, { outcome: "rejected" }, { iat: nowSeconds() }),
      await provider.sign(checkId, { outcome: "maybe" }, { iat: nowSeconds() }),
      await provider.sign(checkId, { outcome: "rejected", reason: "Not A Code!" }, { iat: nowSeconds() }),
      await provider.sign(checkId, { session: "another-session" }, { iat: nowSeconds() }),
      await provider.sign(checkId, { jti: undefined }, { iat: nowSeconds() }),
      await provider.sign("not-a-uuid", {}, { iat: nowSeconds() })
    ]
    for (const [i, result] of malformed.entries()) {
      const answer = await deliver(result)
      expect(answer.status, `result ${i}`).toBe(400)
      expect(await answer.json(), `result ${i}`).toMatchObject({ _tag: "IdentityResultMalformed" })
    }
    // Not even a result: a body without one, or not JSON.
    expect((await fetch(`${server.url}${CALLBACK}`, json(undefined, {}))).status).toBe(400)
    expect((await fetch(`${server.url}${CALLBACK}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" })).status).toBe(400)
    expect((await fetch(`${server.url}${CALLBACK}`, { method: "POST", headers: { "content-type": "application/jwt" }, body: "a.b.c" })).status).toBe(415)
    expect((await stateOf(cookie)).identityCheck).toMatchObject({ status: "started" })
  })

  it("answers 503 and keeps nothing when the provider cannot open a check", async () => {
    const cookie = await player()
    provider.failOpening = 500
    try {
      const answer = await fetch(`${server.url}/web-api/account/verification/identity-check`, json(cookie, { lng: "en" }))
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({ _tag: "IdentityCheckUnavailable" })
    } finally {
      provider.failOpening = null
    }
    expect((await stateOf(cookie)).identityCheck).toBeNull()
  })

  it("lets a player start 5 checks in 24 hours, the 6th a day after the first", async () => {
    const userId = nextUser++
    // A session of its own for each start: the player comes back an hour later each time.
    const signIn = () => signedInCookie(server.url, server.database, userId)
    for (let i = 0; i < 5; i++) {
      await start(await signIn())
      clock.advance("1 hour")
    }
    const sixth = await fetch(`${server.url}/web-api/account/verification/identity-check`, json(await signIn(), { lng: "en" }))
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toMatchObject({ _tag: "IdentityCheckLimitReached", limit: 5 })
    // A day after the first, one more.
    clock.advance("20 hours")
    await start(await signIn())
    expect(await server.database.query("select count(*)::int as n from identity_checks where user_id = $1", [userId])).toEqual([{ n: 6 }])
  })
})

describe("a production server without a provider", () => {
  const server = useTestServer(databasesUnderTest[0]!, { production: true })
  it("offers no online check: the state says so and a start is a 503", async () => {
    const cookie = await signedInCookie(server.url, server.database, 9000)
    const state = (await (await fetch(`${server.url}/web-api/account/verification`, { headers: cookieHeader(cookie) })).json()) as State
    expect(state).toMatchObject({ identityCheckAvailable: false, identityCheck: null })
    const answer = await fetch(`${server.url}/web-api/account/verification/identity-check`, json(cookie, { lng: "en" }))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ _tag: "IdentityCheckUnavailable" })
  })
})
