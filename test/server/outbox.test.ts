import { ConfigProvider, Duration, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../../server/options"
import { Outbox, type OutgoingMessage } from "../../server/platform/outbox/outbox"
import { oneDatabase } from "./support/databases"
import { useTestServer } from "./support/testServer"

const sendCode = (url: string, national: string, lang = "en") =>
  fetch(`${url}/auth-api/sms/send-code`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ country_id: 1, phone_number: national, purpose: "phone_registration", lang })
  })

interface Listed {
  readonly id: number
  readonly channel: string
  readonly to: string
  readonly template: string
  readonly language: string
  readonly subject: string
  readonly text: string
  readonly params: Record<string, string>
  readonly sentAt: number
}

const mailbox = async (server: { readonly url: string; readonly devHeaders: Readonly<Record<string, string>> }, to?: string) => {
  const response = await fetch(`${server.url}/web-api/dev/mailbox${to === undefined ? "" : `?to=${encodeURIComponent(to)}`}`, { headers: server.devHeaders })
  expect(response.status).toBe(200)
  return ((await response.json()) as { messages: ReadonlyArray<Listed> }).messages
}

describe.each(oneDatabase)("the outbox and the dev mailbox on $label", (db) => {
  const server = useTestServer(db)

  it("keeps every message sent, and the dev mailbox lists them newest first with their codes", async () => {
    expect(await mailbox(server)).toEqual([])
    expect((await sendCode(server.url, "9161112233", "ru")).status).toBe(200)
    expect((await sendCode(server.url, "9164445566")).status).toBe(200)
    const [newest, older] = await mailbox(server)
    expect(newest).toMatchObject({ channel: "sms", to: "+79164445566", template: "phone_registration_code", language: "en", subject: "Registration code" })
    expect(newest!.params.code).toMatch(/^[0-9]{6}$/)
    expect(newest!.text).toBe(`${newest!.params.code} is your Oddsfold registration code. It is valid for 10 minutes. Do not share it.`)
    expect(older).toMatchObject({ to: "+79161112233", language: "ru", subject: "Код регистрации" })
    expect(older!.text.startsWith(`${older!.params.code} — ваш код`)).toBe(true)
    expect(newest!.id).toBeGreaterThan(older!.id)
    expect(newest!.sentAt).toBeGreaterThanOrEqual(older!.sentAt)
  })

  it("filters by recipient", async () => {
    await sendCode(server.url, "9167778899")
    await sendCode(server.url, "9160001122")
    await sendCode(server.url, "9167778899")
    const listed = await mailbox(server, "+79167778899")
    expect(listed.map((m) => m.to)).toEqual(["+79167778899", "+79167778899"])
    expect(listed[0]!.params.code).not.toBeUndefined()
    expect(await mailbox(server, "+70000000000")).toEqual([])
  })

  it("never writes a code into the server's log", async () => {
    await sendCode(server.url, "9163334455")
    const [message] = await mailbox(server, "+79163334455")
    expect(server.logs.join("\n")).not.toContain(message!.params.code)
  })
})

describe.each(oneDatabase)("a production server on $label", (db) => {
  const server = useTestServer(db, { production: true })

  it("has no dev mailbox: it answers exactly as for a path without an endpoint, and the API description omits it", async () => {
    const mailboxAnswer = await fetch(`${server.url}/web-api/dev/mailbox`)
    expect(mailboxAnswer.status).toBe(404)
    expect(await mailboxAnswer.json()).toEqual({ _tag: "NotFound", message: "no endpoint /web-api/dev/mailbox" })
    const unknown = await fetch(`${server.url}/web-api/dev/nothing`)
    expect(unknown.status).toBe(404)
    const description = await (await fetch(`${server.url}/openapi.json`)).text()
    expect(description).not.toContain("/web-api/dev/mailbox")
    expect(description).toContain("/web-api/captcha/update")
  })

  it("still sends codes (they stay in the outbox table, out of any page's reach)", async () => {
    expect((await sendCode(server.url, "9165556677")).status).toBe(200)
    expect(await server.database.query("select recipient, status from outbox_messages")).toEqual([{ recipient: "+79165556677", status: "kept" }])
  })
})

describe.each(oneDatabase)("a delivery adapter on $label", (db) => {
  const delivered: Array<OutgoingMessage> = []
  // What a gateway adapter looks like: the same tag, its own way out.
  const gateway = Layer.succeed(Outbox, { send: (message) => Effect.sync(() => void delivered.push(message)) })
  const server = useTestServer(db, { outbox: gateway })

  it("replaces the embedded outbox behind the same service: messages reach it, none are kept", async () => {
    expect((await sendCode(server.url, "9169990011")).status).toBe(200)
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ channel: "sms", to: "+79169990011", template: "phone_registration_code", language: "en" })
    expect(delivered[0]!.params["code"]).toMatch(/^[0-9]{6}$/)
    expect(await server.database.query("select count(*)::int as n from outbox_messages")).toEqual([{ n: 0 }])
  })
})

describe("CAPTCHA_TEST_DIFFICULTY", () => {
  const read = (env: Record<string, string>) =>
    Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))

  it("lowers the captcha's proof of work outside production; absent, the server's own difficulty holds", async () => {
    const options = await read({ CAPTCHA_TEST_DIFFICULTY: "1, 20" })
    expect(options._tag === "Right" && options.right.captchaDifficulty).toEqual({ cost: 1, maxCounter: 20 })
    const absent = await read({})
    expect(absent._tag === "Right" && absent.right.captchaDifficulty).toBeUndefined()
  })

  it("is refused in production, and refused when it is not two whole numbers", async () => {
    const production = await read({ CAPTCHA_TEST_DIFFICULTY: "1,20", NODE_ENV: "production" })
    expect(production._tag === "Left" && String(production.left)).toContain("refused in production")
    for (const malformed of ["K7TAX", "1", "0,20", "1,-3", "1.5,20"]) expect((await read({ CAPTCHA_TEST_DIFFICULTY: malformed }))._tag, malformed).toBe("Left")
  })
})

describe("REGISTRATIONS_PER_ADDRESS", () => {
  const read = (env: Record<string, string>) =>
    Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))

  it("raises the registrations one address may make in ten minutes; absent, the server's default of 10 holds; 0 is refused", async () => {
    const raised = await read({ REGISTRATIONS_PER_ADDRESS: "1000" })
    expect(raised._tag === "Right" && raised.right.registrationLimit).toEqual({ limit: 1000, window: Duration.minutes(10) })
    const absent = await read({})
    expect(absent._tag === "Right" && absent.right.registrationLimit).toBeUndefined()
    expect((await read({ REGISTRATIONS_PER_ADDRESS: "0" }))._tag).toBe("Left")
  })
})
