import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { supportCommand } from "../../server/operator/supportCommand"
import { SUPPORT_MESSAGE_MAX } from "../../src/domain/support/tickets"
import { accountServicesOn, type AccountServices, signedInPlayers } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { jsonCallsTo } from "./support/http"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Support tickets on a real server: a player writes a ticket and reads only their own (another player's answers as
 * missing, a guest gets 401, a foreign site's write 403); the operator's tool answers and closes; two messages at once
 * are both kept in order; a closed ticket takes no more; too long, too large or control-character texts are 4xx;
 * flooding meets 429. A guest's question needs an e-mail, and its answer goes there, in the question's language.
 */

const TICKETS = "/web-api/support/tickets"
const QUESTIONS = "/web-api/support/questions"

describe.each(databasesUnderTest)("support tickets on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())
  const call = jsonCallsTo(server)
  const player = signedInPlayers(() => accounts, () => server, 7400)
  const operator = (...args: ReadonlyArray<string>) => Effect.runPromise(supportCommand(args, server.url, Redacted.make(TEST_OPERATOR_TOKEN)))

  it("keeps a player's tickets their own, and the operator's answer reaches the player's thread", async () => {
    const anna = await player(0)
    const bob = await player(0)
    const opened = await call("POST", TICKETS, anna.cookie, { kind: "question", topic: "  Withdrawal  ", message: "Where is my <b>money</b>?\nThanks" })
    expect(opened.status).toBe(200)
    const id = opened.body.ticket.id as number
    expect(opened.body.ticket).toMatchObject({ kind: "question", topic: "Withdrawal", status: "open", lastAuthor: "player", messages: 1 })
    // Kept as typed (shown as text by the page), never turned into markup.
    expect(opened.body.messages).toMatchObject([{ author: "player", text: "Where is my <b>money</b>?\nThanks" }])

    // Another player, a guest, a foreign site.
    expect((await call("GET", `${TICKETS}/${id}`, bob.cookie)).status).toBe(404)
    expect((await call("POST", `${TICKETS}/${id}/messages`, bob.cookie, { message: "mine now" })).status).toBe(404)
    expect((await call("POST", `${TICKETS}/${id}/close`, bob.cookie)).status).toBe(404)
    expect((await call("GET", TICKETS, bob.cookie)).body).toEqual([])
    expect((await call("GET", `${TICKETS}/${id}`, undefined)).status).toBe(401)
    expect((await call("GET", TICKETS, undefined)).status).toBe(401)
    expect((await call("POST", `${TICKETS}/${id}/messages`, anna.cookie, { message: "from elsewhere" }, { origin: "https://evil.example" })).status).toBe(403)
    expect((await call("GET", `${TICKETS}/999999999`, anna.cookie)).status).toBe(404)

    // The operator's tool lists it as waiting, answers it; the player's list marks the answer as new until the player
    // opens the thread, which has the answer; another player's try at opening it changes nothing.
    expect(opened.body.ticket.unread).toBe(false)
    expect(await operator("list")).toContain(`#${id}`)
    expect(await operator("reply", String(id), "Sent", "today")).toContain('"Sent today"')
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, status: "answered", unread: true }])
    expect((await call("GET", `${TICKETS}/${id}`, bob.cookie)).status).toBe(404)
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, unread: true }])
    // Another site's link to the thread's address (a top-level navigation carries the Lax cookie) shows it and changes nothing.
    const fromElsewhere = await call("GET", `${TICKETS}/${id}`, anna.cookie, undefined, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" })
    expect([fromElsewhere.status, fromElsewhere.body.ticket.unread]).toEqual([200, true])
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, unread: true }])
    const thread = await call("GET", `${TICKETS}/${id}`, anna.cookie)
    expect(thread.body.ticket).toMatchObject({ status: "answered", lastAuthor: "operator", messages: 2, unread: false })
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, unread: false }])
    // A second answer is new again; read, it is not.
    await operator("reply", String(id), "And the receipt is in your mail")
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, messages: 3, unread: true }])
    expect((await call("GET", `${TICKETS}/${id}`, anna.cookie)).body.ticket.unread).toBe(false)
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, unread: false }])
    expect(thread.body.messages.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
      ["player", "Where is my <b>money</b>?\nThanks"],
      ["operator", "Sent today"]
    ])
    expect(await operator("list")).not.toContain(`#${id} `)
    expect(await operator("show", String(id))).toContain('"Sent today"')

    // Two messages at once: both kept, the count right.
    const [a, b] = await Promise.all([
      call("POST", `${TICKETS}/${id}/messages`, anna.cookie, { message: "first" }),
      call("POST", `${TICKETS}/${id}/messages`, anna.cookie, { message: "second" })
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const after = (await call("GET", `${TICKETS}/${id}`, anna.cookie)).body
    expect(after.ticket).toMatchObject({ status: "open", lastAuthor: "player", messages: 5 })
    expect(after.messages.slice(3).map((m: { text: string }) => m.text).sort()).toEqual(["first", "second"])

    // Closed (twice, and by the operator too): no more messages from either side.
    expect((await call("POST", `${TICKETS}/${id}/close`, anna.cookie)).body.ticket.status).toBe("closed")
    expect((await call("POST", `${TICKETS}/${id}/close`, anna.cookie)).status).toBe(200)
    const late = await call("POST", `${TICKETS}/${id}/messages`, anna.cookie, { message: "one more thing" })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ _tag: "SupportRefused", reason: "closed" })
    await expect(operator("reply", String(id), "late")).rejects.toThrow(/closed/)
    expect(await operator("close", String(id))).toContain("closed")
    expect((await call("GET", TICKETS, anna.cookie)).body).toMatchObject([{ id, status: "closed" }])
  })

  it("refuses texts that are empty, too long, too large or carry control characters, and a flood of tickets", async () => {
    const carl = await player(0)
    const cases: ReadonlyArray<[unknown, number]> = [
      [{ kind: "question", topic: "Hi", message: "   \n  " }, 400],
      [{ kind: "question", topic: "", message: "text" }, 400],
      [{ kind: "question", topic: "Hi", message: "x".repeat(SUPPORT_MESSAGE_MAX + 1) }, 400],
      [{ kind: "question", topic: "Hi\u0000there", message: "text" }, 400],
      [{ kind: "question", topic: "Hi", message: "nul \u0000 byte" }, 400],
      [{ kind: "question", topic: "Hi", message: "lone \ud800 surrogate" }, 400],
      [{ kind: "complaint", topic: "Hi", message: "text" }, 400],
      [{ kind: "question", topic: "Hi", message: "y".repeat(200_000) }, 413],
      ["{not json", 400]
    ]
    for (const [body, status] of cases) expect((await call("POST", TICKETS, carl.cookie, body)).status, JSON.stringify(body).slice(0, 60)).toBe(status)
    expect((await call("GET", TICKETS, carl.cookie)).body).toEqual([])
    expect((await call("GET", `${TICKETS}/abc`, carl.cookie)).status).toBe(400)

    const answers: Array<number> = []
    for (let i = 0; i < 6; i++) answers.push((await call("POST", TICKETS, carl.cookie, { kind: "idea", topic: `Idea ${i}`, message: "More leagues" })).status)
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    expect((await call("GET", TICKETS, carl.cookie)).body).toHaveLength(5)
  })

  it("takes a guest's question with an e-mail, and a player's as their ticket", async () => {
    const refused = await call("POST", QUESTIONS, undefined, { email: null, topic: "Bonus", message: "How does it work?" })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: "emailRequired", field: "email" })
    expect((await call("POST", QUESTIONS, undefined, { email: "not an address", topic: "Bonus", message: "How?" })).status).toBe(400)
    const guest = await call("POST", QUESTIONS, undefined, { email: " Guest@Example.com ", topic: "Bonus", message: "How does it work?" })
    expect(guest.status).toBe(200)
    expect(guest.body).toEqual({ ticketId: null })
    expect(await operator("list")).toContain('guest "guest@example.com"')

    const dora = await player(0)
    const asked = await call("POST", QUESTIONS, dora.cookie, { email: null, topic: "Limits", message: "Can I lower my limit?" })
    expect(asked.status).toBe(200)
    expect((await call("GET", TICKETS, dora.cookie)).body).toMatchObject([{ id: asked.body.ticketId, kind: "question", topic: "Limits" }])
  })

  it("answers a guest by e-mail in the language the question was asked in, and a player in the thread only", async () => {
    expect((await call("POST", QUESTIONS, undefined, { email: "gast@example.com", topic: "Bonus", message: "?", language: "rus" })).status).toBe(400)
    expect((await call("POST", QUESTIONS, undefined, { email: "Gast@Example.com", topic: "Бонус", message: "Как отыграть?", language: "ru" })).status).toBe(200)
    expect((await call("POST", QUESTIONS, undefined, { email: "guest2@example.com", topic: "Cash-out", message: "When?" })).status).toBe(200)
    const ticketOf = async (email: string) => Number(/#(\d+)/.exec((await operator("list")).split("\n").find((line) => line.includes(`"${email}"`)) ?? "")?.[1])
    const answers = (email: string) =>
      server.database.query("select language, subject, body from outbox_messages where recipient = $1 and template = 'support_answer' order by id", [email])

    await operator("reply", String(await ticketOf("gast@example.com")), "Ставьте на экспрессы от 1.5.")
    expect(await answers("gast@example.com")).toEqual([
      {
        language: "ru",
        subject: "Re: Бонус",
        body: "Здравствуйте!\n\nСпасибо за ваш вопрос в поддержку Oddsfold. Наш ответ:\n\nСтавьте на экспрессы от 1.5.\n\nЧтобы спросить ещё, снова нажмите «Задать вопрос» на сайте."
      }
    ])
    // No language given: English.
    await operator("reply", String(await ticketOf("guest2@example.com")), "Within a minute.")
    expect(await answers("guest2@example.com")).toMatchObject([{ language: "en", subject: "Re: Cash-out" }])

    // A player's answer is read in the office: no e-mail goes anywhere.
    const eve = await player(0)
    const asked = await call("POST", QUESTIONS, eve.cookie, { email: null, topic: "Limits", message: "Why?", language: "ru" })
    const before = await server.database.query("select count(*)::int as n from outbox_messages where template = 'support_answer'")
    await operator("reply", String(asked.body.ticketId), "Because.")
    expect(await server.database.query("select count(*)::int as n from outbox_messages where template = 'support_answer'")).toEqual(before)
  })
})
