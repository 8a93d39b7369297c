import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { startServer } from "../../server/startServer"
import { newChallenge, solvedCaptcha, TEST_CAPTCHA_DIFFICULTY, wronglySolved } from "./support/captcha"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/** Issue 7: N failed sign-ins bring the captcha (SPEC.md 8 codes 100/111/112/113), counted per client address. */

const DEMO = { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" }

describe.each(databasesUnderTest)("sign-in and the captcha on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, trustedProxies: ["127.0.0.1"] })

  const login = async (body: Record<string, unknown>, captcha?: string, from = "192.0.2.1", url = server.url) => {
    const response = await fetch(`${url}/auth-api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from, ...(captcha === undefined ? {} : { "x-captcha": captcha }) },
      body: JSON.stringify(body)
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const wrong = { uLogin: DEMO.uLogin, uPassword: "not-the-password" }

  it("after 3 failed sign-ins the 4th needs a captcha, even with the right password; a solved one lets it in and starts over", async () => {
    for (let i = 0; i < 3; i++) expect(await login(wrong)).toMatchObject({ status: 400, body: { code: 10 } })
    expect(await login(DEMO)).toMatchObject({ status: 400, body: { code: 100 } })
    expect(await login(DEMO, await wronglySolved(await newChallenge(server.url)))).toMatchObject({ status: 400, body: { code: 112 } })
    expect(await login(DEMO, "no-such-image.K7TAX")).toMatchObject({ status: 400, body: { code: 111 } })
    expect(await login(DEMO, await solvedCaptcha(server.url))).toMatchObject({ status: 200 })
    // The success cleared the count: a wrong password is a plain refusal again.
    expect(await login(wrong)).toMatchObject({ status: 400, body: { code: 10 } })
  })

  it("refuses a solved challenge past its 5 minutes (113), and a solution used once already (111), on a second server too", async () => {
    const from = "192.0.2.2"
    const second = await startServer({ database: server.database.options, clock: clock.clock, captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, trustedProxies: ["127.0.0.1"], log: () => {} })
    try {
      for (let i = 0; i < 3; i++) expect(await login(wrong, undefined, from)).toMatchObject({ status: 400, body: { code: 10 } })
      const old = await solvedCaptcha(server.url)
      clock.advance("5 minutes")
      expect(await login(DEMO, old, from)).toMatchObject({ status: 400, body: { code: 113 } })
      // A solution from the first server lets one sign-in through on the second...
      const solved = await solvedCaptcha(server.url)
      expect(await login(DEMO, solved, from, second.url)).toMatchObject({ status: 200 })
      // ...and, replayed when the captcha is asked for again, is refused on either.
      for (let i = 0; i < 3; i++) expect(await login(wrong, undefined, from)).toMatchObject({ status: 400, body: { code: 10 } })
      expect(await login(DEMO, solved, from)).toMatchObject({ status: 400, body: { code: 111 } })
      expect(await login(DEMO, solved, from, second.url)).toMatchObject({ status: 400, body: { code: 111 } })
      expect(await login(DEMO, await solvedCaptcha(second.url), from)).toMatchObject({ status: 200 })
    } finally {
      await second.close()
    }
  })
})
