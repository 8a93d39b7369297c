import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { sandboxSecretOf, signedSandboxNotice } from "./support/sandboxDeposits"
import { cookieHeader, newSession } from "./support/http"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The cashier on a real server: deposits through the sandbox provider's hosted page and its signed callbacks,
 * withdrawals reserved in the ledger and decided by the operator, and the attacks every endpoint must survive.
 */

const CALLBACK = "/web-api/payments/callback/sandbox"

interface Deposit {
  readonly id: string
  readonly amount: number
  readonly currency: string
  readonly status: string
}
interface Withdrawal {
  readonly id: string
  readonly amount: number
  readonly status: string
  readonly destination: string
  readonly reason: string | null
}

const post = (cookie: string | undefined, body: unknown) => ({
  method: "POST",
  headers: { ...(cookie === undefined ? {} : cookieHeader(cookie)), "content-type": "application/json" },
  body: JSON.stringify(body)
})

describe.each(databasesUnderTest)("the cashier on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  let nextUser = 9100
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())

  /** A signed-in player with a RUB main account holding `money` kopecks. */
  const player = async (money = 0) => {
    const userId = nextUser++
    await playerWithMoney(accounts, userId, "RUB", money)
    return { userId, cookie: await signedInCookie(server.url, server.database, userId) }
  }
  const verify = (userId: number) =>
    server.database.query(
      `insert into identity_checks (id, user_id, provider, provider_session, provider_url, language, status, result_id, started_at, decided_at)
       values ($1, $2, 'sandbox', 'session', 'http://127.0.0.1/check', 'en', 'verified', $3, now(), now())`,
      [randomUUID(), userId, randomUUID()]
    )
  const cashier = async (cookie: string) => {
    const answer = await fetch(`${server.url}/web-api/payments/cashier`, { headers: cookieHeader(cookie) })
    expect(answer.status).toBe(200)
    return (await answer.json()) as { balance: number; currency: string; verified: boolean; methods: Array<{ id: string; deposit: { min: number; step: number } }> }
  }
  const startDeposit = async (cookie: string, amount: number) => {
    const answer = await fetch(`${server.url}/web-api/payments/deposits`, post(cookie, { method: "card", amount, lng: "en" }))
    expect(answer.status).toBe(200)
    const { continuePath, deposit } = (await answer.json()) as { deposit: Deposit; continuePath: string }
    expect(continuePath).toBe(`/web-api/payments/deposits/${deposit.id}/continue?lng=en`)
    // The browser continues through the site, which sends it to the provider's page.
    const onward = await fetch(`${server.url}${continuePath}`, { headers: cookieHeader(cookie), redirect: "manual" })
    expect(onward.status).toBe(302)
    return { deposit, redirectUrl: onward.headers.get("location")! }
  }
  const depositOf = async (cookie: string, id: string) => (await (await fetch(`${server.url}/web-api/payments/deposits/${id}`, { headers: cookieHeader(cookie) })).json()) as Deposit
  const callback = async (notice: Record<string, unknown>, headers?: Record<string, string>) => {
    const body = JSON.stringify(notice)
    return fetch(`${server.url}${CALLBACK}`, { method: "POST", headers: { "content-type": "application/json", ...(headers ?? signedSandboxNotice(await sandboxSecretOf(server.database), body)) }, body })
  }
  const notice = (deposit: Deposit, type: string, transactionId: string) => ({
    eventId: `evt-${randomUUID()}`,
    type,
    reference: deposit.id,
    transactionId,
    amount: deposit.amount,
    currency: deposit.currency
  })
  const postings = async (key: string) => (await server.database.query("select count(*)::int as n from ledger_transactions where idempotency_key = $1", [key]))[0]!["n"]

  it("lists the card method with RUB's rules, and pays a deposit through the sandbox's page: the balance grows by it", async () => {
    const { cookie } = await player()
    const before = await cashier(cookie)
    expect(before).toMatchObject({ currency: "RUB", balance: 0, verified: false })
    expect(before.methods).toEqual([{ id: "card", name: "Bank card", deposit: { min: 10_000, max: 60_000_000, step: 100 }, withdrawal: { min: 50_000, max: 60_000_000, step: 100 } }])

    const { deposit, redirectUrl } = await startDeposit(cookie, 150_000)
    expect(deposit).toMatchObject({ amount: 150_000, currency: "RUB", status: "created" })
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[A-Za-z0-9_-]{22}$/)
    const page = await fetch(redirectUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const card of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 3220", "4000 0000 0000 0077"]) expect(html).toContain(card)

    const paid = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "pay", card: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }), redirect: "manual" })
    expect(paid.status).toBe(303)
    expect(paid.headers.get("location")).toBe(`${server.url}/en/payments/success?deposit=${deposit.id}`)
    expect((await depositOf(cookie, deposit.id)).status).toBe("credited")
    expect((await cashier(cookie)).balance).toBe(150_000)
    // Done, the continue link leads to the deposit's return page; another player's is not found.
    const again = await fetch(`${server.url}/web-api/payments/deposits/${deposit.id}/continue?lng=en`, { headers: cookieHeader(cookie), redirect: "manual" })
    expect(again.headers.get("location")).toBe(`/en/payments/success?deposit=${deposit.id}`)
    const stranger = await player()
    expect((await fetch(`${server.url}/web-api/payments/deposits/${deposit.id}/continue?lng=en`, { headers: cookieHeader(stranger.cookie), redirect: "manual" })).status).toBe(404)
    // The sandbox sends every notice once more a little later: still one credit.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect((await cashier(cookie)).balance).toBe(150_000)
  })

  it("a declined card goes to the fail page, the pending card to the pending page, 3-D Secure passes with its code, cancel goes back", async () => {
    const { cookie } = await player()
    const pay = async (card: string) => {
      const { deposit, redirectUrl } = await startDeposit(cookie, 20_000)
      const answer = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "pay", card, expiry: "01/31", cvc: "999" }), redirect: "manual" })
      return { deposit, redirectUrl, answer }
    }
    const declined = await pay("4000000000000002")
    expect(declined.answer.headers.get("location")).toBe(`${server.url}/en/payments/fail?deposit=${declined.deposit.id}`)
    expect((await depositOf(cookie, declined.deposit.id)).status).toBe("failed")

    const pending = await pay("4000 0000 0000 0077")
    expect(pending.answer.headers.get("location")).toBe(`${server.url}/en/payments/pending?deposit=${pending.deposit.id}`)
    expect((await depositOf(cookie, pending.deposit.id)).status).toBe("pending")

    const secure = await pay("4000 0000 0000 3220")
    expect(secure.answer.headers.get("location")).toBe(`/pay/${secure.redirectUrl.split("/pay/")[1]}/3ds`)
    const confirm = await fetch(`${secure.redirectUrl}/3ds`, { method: "POST", body: new URLSearchParams({ code: "123456" }), redirect: "manual" })
    expect(confirm.headers.get("location")).toBe(`${server.url}/en/payments/success?deposit=${secure.deposit.id}`)
    expect((await depositOf(cookie, secure.deposit.id)).status).toBe("credited")

    const { deposit, redirectUrl } = await startDeposit(cookie, 20_000)
    const cancelled = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "cancel" }), redirect: "manual" })
    expect(cancelled.headers.get("location")).toBe(`${server.url}/en/payments/cancel?deposit=${deposit.id}`)
    expect((await depositOf(cookie, deposit.id)).status).toBe("cancelled")
    // An unknown card is refused on the page itself, nothing is sent.
    const other = await startDeposit(cookie, 20_000)
    const unknown = await fetch(other.redirectUrl, { method: "POST", body: new URLSearchParams({ action: "pay", card: "5555555555554444", expiry: "01/31", cvc: "999" }) })
    expect(unknown.status).toBe(400)
    expect((await cashier(cookie)).balance).toBe(20_000)
  })

  it("refuses amounts off the currency's rules, naming the field", async () => {
    const { cookie } = await player()
    for (const [amount, refusal] of [
      [9_900, "BelowMin"],
      [60_000_100, "AboveMax"],
      [10_050, "OffStep"]
    ] as const) {
      const answer = await fetch(`${server.url}/web-api/payments/deposits`, post(cookie, { method: "card", amount, lng: "en" }))
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ _tag: "PaymentAmountRefused", field: "amount", refusal })
    }
  })

  it("a success delivered 10 times, some at once, credits once", async () => {
    const { cookie } = await player()
    const { deposit } = await startDeposit(cookie, 50_000)
    const succeeded = notice(deposit, "payment.succeeded", "txn-ten-times")
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(succeeded)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    // The same payment under new notice ids (a provider that renumbers its retries) credits nothing more either.
    for (let i = 0; i < 3; i++) expect((await callback({ ...succeeded, eventId: `evt-${randomUUID()}` })).status).toBe(200)
    expect((await cashier(cookie)).balance).toBe(50_000)
    expect(await postings("deposit:sandbox:txn-ten-times")).toBe(1)
  })

  it("a refund before its payment leaves nothing credited; a refund after it takes the credit back; either order ends refunded", async () => {
    const { cookie } = await player()
    const first = (await startDeposit(cookie, 30_000)).deposit
    expect((await callback(notice(first, "refund.succeeded", "txn-refund-first"))).status).toBe(200)
    expect((await callback(notice(first, "payment.succeeded", "txn-refund-first"))).status).toBe(200)
    expect((await depositOf(cookie, first.id)).status).toBe("refunded")
    expect((await cashier(cookie)).balance).toBe(0)
    expect(await postings("deposit:sandbox:txn-refund-first")).toBe(0)

    const second = (await startDeposit(cookie, 30_000)).deposit
    expect((await callback(notice(second, "payment.succeeded", "txn-refund-after"))).status).toBe(200)
    expect((await cashier(cookie)).balance).toBe(30_000)
    expect((await callback(notice(second, "refund.succeeded", "txn-refund-after"))).status).toBe(200)
    expect((await callback(notice(second, "refund.succeeded", "txn-refund-after"))).status).toBe(200)
    expect((await depositOf(cookie, second.id)).status).toBe("refunded")
    expect((await cashier(cookie)).balance).toBe(0)
    expect(await postings("deposit:sandbox:txn-refund-after")).toBe(1)
    expect(await postings("deposit-refund:sandbox:txn-refund-after")).toBe(1)
  })

  it("refuses a forged, tampered, unsigned or stale callback, and one naming another provider, crediting nothing", async () => {
    const { cookie } = await player()
    const { deposit } = await startDeposit(cookie, 40_000)
    const body = notice(deposit, "payment.succeeded", "txn-forged")
    const text = JSON.stringify(body)
    const secret = await sandboxSecretOf(server.database)
    const attempts: Array<Record<string, string>> = [
      signedSandboxNotice("not-the-secret", text),
      {},
      { "x-payment-timestamp": String(Math.floor(Date.now() / 1000)) },
      signedSandboxNotice(secret, text, Math.floor(Date.now() / 1000) - 301),
      signedSandboxNotice(secret, text, Math.floor(Date.now() / 1000) + 400),
      { ...signedSandboxNotice(secret, text), "x-payment-signature": "0".repeat(64) }
    ]
    for (const headers of attempts) {
      const answer = await callback(body, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(401)
      expect(await answer.json()).toMatchObject({ _tag: "CallbackRefused" })
    }
    // Signed for one body, sent with another (a larger amount).
    const tampered = await fetch(`${server.url}${CALLBACK}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...signedSandboxNotice(secret, text) },
      body: JSON.stringify({ ...body, amount: 4_000_000 })
    })
    expect(tampered.status).toBe(401)
    const elsewhere = await fetch(`${server.url}/web-api/payments/callback/other`, { method: "POST", headers: { "content-type": "application/json", ...signedSandboxNotice(secret, text) }, body: text })
    expect(elsewhere.status).toBe(401)
    expect((await cashier(cookie)).balance).toBe(0)
    expect((await depositOf(cookie, deposit.id)).status).toBe("created")
  })

  it("withdrawals are for verified players; the amount is reserved, a rejection returns it, the player may cancel while requested", async () => {
    const { cookie, userId } = await player(200_000)
    const ask = (amount: number, cardNumber = "4242 4242 4242 4242") => fetch(`${server.url}/web-api/payments/withdrawals`, post(cookie, { method: "card", amount, cardNumber }))
    const refused = await ask(60_000)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ _tag: "WithdrawalRefused", code: "not_verified" })
    await verify(userId)
    expect((await cashier(cookie)).verified).toBe(true)

    const first = (await (await ask(60_000)).json()) as Withdrawal
    expect(first).toMatchObject({ amount: 60_000, status: "requested", destination: "4242", reason: null })
    expect((await cashier(cookie)).balance).toBe(140_000)
    const tooMuch = await ask(150_000)
    expect(await tooMuch.json()).toMatchObject({ _tag: "WithdrawalRefused", code: "insufficient_funds" })

    const rejected = await fetch(`${server.url}/web-api/operator/payments/withdrawals/${first.id}/reject`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-operator-token": TEST_OPERATOR_TOKEN },
      body: JSON.stringify({ reason: "The card is not in your name" })
    })
    expect(rejected.status).toBe(200)
    expect(await rejected.json()).toMatchObject({ status: "rejected", reason: "The card is not in your name", userId })
    expect((await cashier(cookie)).balance).toBe(200_000)

    const second = (await (await ask(70_000)).json()) as Withdrawal
    expect((await cashier(cookie)).balance).toBe(130_000)
    const cancelled = await fetch(`${server.url}/web-api/payments/withdrawals/${second.id}/cancel`, post(cookie, {}))
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" })
    expect((await cashier(cookie)).balance).toBe(200_000)
    const again = await fetch(`${server.url}/web-api/payments/withdrawals/${second.id}/cancel`, post(cookie, {}))
    expect(again.status).toBe(409)
    expect((await cashier(cookie)).balance).toBe(200_000)
    // The card number itself is kept nowhere.
    const rows = await server.database.query("select * from payment_withdrawals where user_id = $1", [userId])
    expect(JSON.stringify(rows)).not.toContain("4242424242424242")
  })

  it("an approved withdrawal is paid out by the provider; a payout to a declining card fails and returns the money", async () => {
    const { cookie, userId } = await player(300_000)
    await verify(userId)
    const ask = async (cardNumber: string) => (await (await fetch(`${server.url}/web-api/payments/withdrawals`, post(cookie, { method: "card", amount: 100_000, cardNumber }))).json()) as Withdrawal
    const operator = { "content-type": "application/json", "x-operator-token": TEST_OPERATOR_TOKEN }
    const queue = (await (await fetch(`${server.url}/web-api/operator/payments/withdrawals`, { headers: operator })).json()) as Array<Withdrawal>
    const good = await ask("4242424242424242")
    const bad = await ask("4000000000000002")
    const queued = (await (await fetch(`${server.url}/web-api/operator/payments/withdrawals`, { headers: operator })).json()) as Array<Withdrawal>
    expect(queued.length - queue.length).toBe(2)
    for (const w of [good, bad]) {
      const approved = await fetch(`${server.url}/web-api/operator/payments/withdrawals/${w.id}/approve`, { method: "POST", headers: operator })
      expect(await approved.json()).toMatchObject({ status: "approved" })
    }
    const list = async () => (await (await fetch(`${server.url}/web-api/payments/withdrawals`, { headers: cookieHeader(cookie) })).json()) as Array<Withdrawal>
    for (let i = 0; i < 50 && (await list()).some((w) => w.status === "approved"); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    const statuses = Object.fromEntries((await list()).map((w) => [w.id, w.status]))
    expect(statuses[good.id]).toBe("paid")
    expect(statuses[bad.id]).toBe("failed")
    expect((await cashier(cookie)).balance).toBe(200_000)
    // A paid withdrawal cannot be cancelled or rejected.
    expect((await fetch(`${server.url}/web-api/payments/withdrawals/${good.id}/cancel`, post(cookie, {}))).status).toBe(409)
    const late = await fetch(`${server.url}/web-api/operator/payments/withdrawals/${good.id}/reject`, { method: "POST", headers: operator, body: JSON.stringify({ reason: "late" }) })
    expect(late.status).toBe(409)
  })

  it("the player's daily deposit limit binds the cashier: past it a deposit is refused before the page opens, and after a credit only what is left may come in", async () => {
    const { cookie } = await player()
    const limits = "/limit-service-api/api/external/web/v3/limits"
    // RUB 500.00 a day (type 20, SPEC.md 3), set through the limit service as the responsible-gaming page sets it.
    expect((await fetch(`${server.url}${limits}`, post(cookie, { limits: [{ limitType: 20, limitValue: 50_000 }] }))).status).toBe(200)

    const tooMuch = await fetch(`${server.url}/web-api/payments/deposits`, post(cookie, { method: "card", amount: 60_000, lng: "en" }))
    expect(tooMuch.status).toBe(403)
    expect(await tooMuch.json()).toMatchObject({ _tag: "DepositNotAdmitted", reason: "deposit_limit", limitType: 20 })

    const { deposit } = await startDeposit(cookie, 40_000)
    expect((await callback(notice(deposit, "payment.succeeded", `txn-limit-${deposit.id}`))).status).toBe(200)
    expect((await cashier(cookie)).balance).toBe(40_000)
    // RUB 100.00 is left of the day's 500.00: RUB 200.00 is refused, RUB 100.00 goes through.
    const past = await fetch(`${server.url}/web-api/payments/deposits`, post(cookie, { method: "card", amount: 20_000, lng: "en" }))
    expect(past.status).toBe(403)
    const pastAnswer = (await past.json()) as { _tag: string; reason: string; limitType: number; message: string }
    expect(pastAnswer).toMatchObject({ _tag: "DepositNotAdmitted", reason: "deposit_limit", limitType: 20 })
    expect(pastAnswer.message).toMatch(/^This deposit would exceed your 24-hour deposit limit: RUB\s100\.00 left\.$/)
    await startDeposit(cookie, 10_000)
  })

  it("50 withdrawals at once never take the balance below zero", async () => {
    const { cookie, userId } = await player(1_000_000)
    await verify(userId)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${server.url}/web-api/payments/withdrawals`, post(cookie, { method: "card", amount: 60_000, cardNumber: "4242424242424242" })))
    )
    const statuses = answers.map((a) => a.status)
    // 1 000 000 holds sixteen withdrawals of 60 000 (960 000), not seventeen.
    expect(statuses.filter((s) => s === 200).length).toBe(16)
    expect(statuses.filter((s) => s === 409).length).toBe(34)
    expect((await cashier(cookie)).balance).toBe(40_000)
    const [row] = await server.database.query("select balance from ledger_accounts where user_id = $1 and type = 0", [userId])
    expect(Number(row!["balance"])).toBe(40_000)
  })

  it("a banned player deposits nothing, and withdraws only at the ban level that keeps deduce open", async () => {
    const { cookie, userId } = await player(200_000)
    await verify(userId)
    const ban = (level: number, version: number) => server.database.query("update players set ban_level = $1, ban_version = $2 where id = $3", [level, version, userId])
    const withdraw = () => fetch(`${server.url}/web-api/payments/withdrawals`, post(cookie, { method: "card", amount: 60_000, cardNumber: "4242424242424242" }))
    await ban(53, 2)
    const deposit = await fetch(`${server.url}/web-api/payments/deposits`, post(cookie, { method: "card", amount: 20_000, lng: "en" }))
    expect(deposit.status).toBe(409)
    expect(await deposit.json()).toMatchObject({ _tag: "CashierUnavailable" })
    const closed = await withdraw()
    expect(closed.status).toBe(409)
    expect(await closed.json()).toMatchObject({ _tag: "WithdrawalRefused", code: "banned" })
    expect((await cashier(cookie)).balance).toBe(200_000)
    // Level 53 with version 1 keeps the withdrawal open (SPEC.md 4).
    await ban(53, 1)
    expect((await withdraw()).status).toBe(200)
    expect((await cashier(cookie)).balance).toBe(140_000)
  })

  it("the history shows the main account's movements on its tab and none on the virtual tab", async () => {
    const { cookie, userId } = await player(100_000)
    await verify(userId)
    await fetch(`${server.url}/web-api/payments/withdrawals`, post(cookie, { method: "card", amount: 50_000, cardNumber: "4242424242424242" }))
    const main = (await (await fetch(`${server.url}/web-api/payments/history?tab=main`, { headers: cookieHeader(cookie) })).json()) as { entries: Array<{ kind: string; amount: number }>; next: number | null }
    expect(main.entries.map((e) => [e.kind, e.amount])).toEqual([
      ["withdrawal_reserve", -50_000],
      ["deposit", 100_000]
    ])
    expect(main.next).toBeNull()
    const page = (await (await fetch(`${server.url}/web-api/payments/history?tab=main&limit=1`, { headers: cookieHeader(cookie) })).json()) as { entries: Array<{ kind: string }>; next: number | null }
    expect(page.entries.map((e) => e.kind)).toEqual(["withdrawal_reserve"])
    const rest = (await (await fetch(`${server.url}/web-api/payments/history?tab=main&before=${page.next}`, { headers: cookieHeader(cookie) })).json()) as { entries: Array<{ kind: string }> }
    expect(rest.entries.map((e) => e.kind)).toEqual(["deposit"])
    const virtual = (await (await fetch(`${server.url}/web-api/payments/history?tab=virtual`, { headers: cookieHeader(cookie) })).json()) as { entries: Array<unknown> }
    expect(virtual.entries).toEqual([])
  })

  it("payment requests: topic, sub-topic and the player's own transaction", async () => {
    const { cookie } = await player()
    const { deposit } = await startDeposit(cookie, 20_000)
    const create = (body: Record<string, unknown>, who = cookie) => fetch(`${server.url}/web-api/payments/requests`, post(who, body))
    const made = await create({ topic: "deposit", subTopic: "not_credited", transactionId: deposit.id, message: "Paid 200 RUB, nothing came" })
    expect(made.status).toBe(200)
    expect(await made.json()).toMatchObject({ topic: "deposit", subTopic: "not_credited", transactionId: deposit.id, status: "open" })
    const list = (await (await fetch(`${server.url}/web-api/payments/requests`, { headers: cookieHeader(cookie) })).json()) as Array<{ message: string }>
    expect(list.map((r) => r.message)).toEqual(["Paid 200 RUB, nothing came"])
    expect(await (await create({ topic: "deposit", subTopic: "delayed", transactionId: deposit.id, message: "x" })).json()).toMatchObject({ _tag: "PaymentRequestRefused", field: "subTopic" })
    expect(await (await create({ topic: "withdrawal", subTopic: "delayed", transactionId: null, message: "x" })).json()).toMatchObject({ _tag: "PaymentRequestRefused", field: "transactionId" })
    expect((await create({ topic: "other", subTopic: "limits", transactionId: null, message: "What are my limits?" })).status).toBe(200)
    const other = await player()
    expect((await create({ topic: "deposit", subTopic: "not_credited", transactionId: deposit.id, message: "theirs" }, other.cookie)).status).toBe(404)
  })

  it("answers 401 without a session, 404 for another player's payment, 400 for a NUL byte or a lone surrogate, 413 for a huge body", async () => {
    const guest = await newSession(server.url)
    const gets = ["/web-api/payments/cashier", "/web-api/payments/deposits", "/web-api/payments/withdrawals", "/web-api/payments/history?tab=main", "/web-api/payments/requests"]
    for (const path of gets) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(401)
      expect((await fetch(`${server.url}${path}`, { headers: cookieHeader(guest) })).status, path).toBe(401)
    }
    expect((await fetch(`${server.url}/web-api/payments/deposits`, post(undefined, { method: "card", amount: 20_000, lng: "en" }))).status).toBe(401)
    expect((await fetch(`${server.url}/web-api/payments/withdrawals`, post(guest, { method: "card", amount: 60_000, cardNumber: "4242424242424242" }))).status).toBe(401)

    const owner = await player(100_000)
    await verify(owner.userId)
    const { deposit } = await startDeposit(owner.cookie, 20_000)
    const withdrawal = (await (await fetch(`${server.url}/web-api/payments/withdrawals`, post(owner.cookie, { method: "card", amount: 60_000, cardNumber: "4242424242424242" }))).json()) as Withdrawal
    const other = await player()
    const theirs = await fetch(`${server.url}/web-api/payments/deposits/${deposit.id}`, { headers: cookieHeader(other.cookie) })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ _tag: "PaymentNotFound" })
    expect((await fetch(`${server.url}/web-api/payments/withdrawals/${withdrawal.id}/cancel`, post(other.cookie, {}))).status).toBe(404)
    expect((await fetch(`${server.url}/web-api/payments/deposits/not-a-uuid`, { headers: cookieHeader(owner.cookie) })).status).toBe(400)
    expect((await fetch(`${server.url}/web-api/payments/withdrawals/${withdrawal.id}/cancel`, post(owner.cookie, {}))).status).toBe(200)

    for (const bad of ["4242\u00004242 4242 4242", "4242 4242 4242 4242\ud800"]) {
      expect((await fetch(`${server.url}/web-api/payments/withdrawals`, post(owner.cookie, { method: "card", amount: 60_000, cardNumber: bad }))).status).toBe(400)
    }
    expect((await fetch(`${server.url}/web-api/payments/requests`, post(owner.cookie, { topic: "other", subTopic: "other", transactionId: null, message: "hi\u0000" }))).status).toBe(400)
    const huge = await fetch(`${server.url}/web-api/payments/requests`, post(owner.cookie, { topic: "other", subTopic: "other", transactionId: null, message: "x".repeat(3_000_000) }))
    expect(huge.status).toBe(413)
    // A form post (what a cross-site page could send) starts nothing.
    const form = await fetch(`${server.url}/web-api/payments/deposits`, {
      method: "POST",
      headers: { ...cookieHeader(owner.cookie), "content-type": "application/x-www-form-urlencoded" },
      body: "method=card&amount=20000&lng=en"
    })
    expect(form.status).toBeGreaterThanOrEqual(400)
    expect(form.status).toBeLessThan(500)
    // Operator calls need the operator token.
    expect((await fetch(`${server.url}/web-api/operator/payments/withdrawals`)).status).toBe(401)
  })
})
