import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { newChallenge, solvedCaptcha, TEST_CAPTCHA_DIFFICULTY, wronglySolved } from "./support/captcha"
import { useTestServer } from "./support/testServer"

/** Issue 7: N failed sign-ins bring the captcha (SPEC.md 8 codes 100/111/112/113), counted per client address. */

const DEMO = { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" }

describe.each(databasesUnderTest)("sign-in and the captcha on $label", (db) => {
  const server = useTestServer(db, { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY })

  const login = async (body: Record<string, unknown>, captcha?: string) => {
    const response = await fetch(`${server.url}/auth-api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(captcha === undefined ? {} : { "x-captcha": captcha }) },
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
})
