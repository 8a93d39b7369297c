import { createHmac } from "node:crypto"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerServiceLive } from "../../server/account/ledger"
import { VerificationService, type VerificationServiceShape } from "../../server/account/verification"
import { DepositAdmission, DepositRefusal } from "../../server/payments/admission"
import { PaymentProvider, type PaymentProviderShape } from "../../server/payments/provider"
import { PaymentsService, PaymentsServiceLive } from "../../server/payments/service"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { PromoServiceLive } from "../../server/promo/service"
import { PartnersServiceLive } from "../../server/partners/service"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { SiteOrigin } from "../../server/platform/siteOrigin"
import type { ProviderCallback } from "../../src/domain/api/payments"
import { accountServicesOn, type AccountServices, playerWithMoney } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

/**
 * The limits' say on a deposit (server/payments/admission.ts), asked before the hosted page opens and again when the
 * money arrives: a deposit refused on arrival is never credited, and its money goes back through the provider. The
 * cashier runs here with a provider and a limits answer the test plays, on the test server's database.
 */

const SECRET = "secret-of-the-test-provider"

describe.each(databasesUnderTest)("the limits' admission of deposits on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  let runtime: ManagedRuntime.ManagedRuntime<PaymentsService, unknown>
  const refunds: Array<{ transactionId: string; reference: string; amount: number }> = []
  let refusing: DepositRefusal | null = null

  beforeAll(() => {
    accounts = accountServicesOn(server.database)
    const provider: PaymentProviderShape = {
      id: "sandbox",
      callbackSecret: Redacted.make(SECRET),
      createPayment: () => Effect.succeed({ session: "s1", redirectUrl: "http://127.0.0.1:1/pay/s1" }),
      refund: (request) => Effect.sync(() => void refunds.push(request)),
      registerCard: () => Effect.succeed({ token: "tok_ok_1" }),
      payout: () => Effect.succeed({ payoutId: "po_1" })
    }
    const verification = { state: () => Effect.succeed({ status: "verified" }) } as unknown as VerificationServiceShape
    runtime = ManagedRuntime.make(
      PaymentsServiceLive.pipe(
        Layer.provide(
          Layer.mergeAll(
            LedgerServiceLive,
            // The bonus engine the cashier tells of credited deposits and withdrawals, never leading a sweep here.
            PromoServiceLive.pipe(
              Layer.provide(LedgerServiceLive),
              Layer.provide(Layer.succeed(ClusterLeadership, { leading: Effect.succeed(false), whileLeading: () => Effect.void, join: Effect.void }))
            ),
            // The partner programme the cashier tells of credited deposits (nobody here was brought by a friend).
            PartnersServiceLive.pipe(Layer.provide(LedgerServiceLive)),
            Layer.succeed(PaymentProvider, provider),
            Layer.succeed(DepositAdmission, { admitDeposit: () => (refusing === null ? Effect.void : Effect.fail(refusing)) }),
            Layer.succeed(VerificationService, verification),
            Layer.succeed(SiteOrigin, {
              absolute: (path: string) => Effect.succeed(`http://site.test${path}`),
              clusterOrigin: Effect.succeed("http://site.test"),
              clusterOriginAt: () => "http://site.test"
            })
          )
        ),
        Layer.provide(databaseLayer(server.database.options)),
        Layer.orDie
      )
    )
  })
  afterAll(async () => {
    await runtime.dispose()
    await accounts.dispose()
  })

  const run = <A, E>(effect: (payments: PaymentsService["Type"]) => Effect.Effect<A, E>) => runtime.runPromise(Effect.flatMap(PaymentsService, effect))
  const deliver = (notice: ProviderCallback) => {
    const body = JSON.stringify(notice)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")
    return run((payments) => payments.receive("sandbox", { body, timestamp, signature }, notice))
  }
  const balanceOf = async (userId: number) => Number((await server.database.query("select balance from ledger_accounts where user_id = $1 and type = 0", [userId]))[0]!["balance"])

  it("a deposit refused before the page opens makes no deposit and says why", async () => {
    await playerWithMoney(accounts, 9600, "RUB")
    refusing = new DepositRefusal({ reason: "time_out", limitType: 33, message: "You are on a deposit time-out until tomorrow" })
    const refused = await runtime.runPromise(Effect.flip(Effect.flatMap(PaymentsService, (p) => p.startDeposit(9600, { method: "card", amount: 20_000, lng: "en" }))))
    expect(refused).toMatchObject({ _tag: "DepositNotAdmitted", reason: "time_out", limitType: 33, message: "You are on a deposit time-out until tomorrow" })
    expect(await run((p) => p.deposits(9600))).toEqual([])
  })

  it("money arriving after a deposit limit was reached is not credited: it is refused and refunded through the provider", async () => {
    await playerWithMoney(accounts, 9601, "RUB")
    refusing = null
    const { deposit } = await run((p) => p.startDeposit(9601, { method: "card", amount: 30_000, lng: "en" }))
    // While the player paid, a daily deposit limit was reached.
    refusing = new DepositRefusal({ reason: "deposit_limit", limitType: 20, message: "Your daily deposit limit is reached" })
    const paid: ProviderCallback = { eventId: "evt-paid-1", type: "payment.succeeded", reference: deposit.id, transactionId: "txn-over-limit", amount: 30_000, currency: "RUB" }
    await deliver(paid)
    await deliver({ ...paid, eventId: "evt-paid-2" })
    expect((await run((p) => p.deposit(9601, deposit.id))).status).toBe("refused")
    expect(await balanceOf(9601)).toBe(0)
    expect(refunds.filter((r) => r.reference === deposit.id)).toEqual([{ transactionId: "txn-over-limit", reference: deposit.id, amount: 30_000, currency: "RUB", callbackUrl: "http://site.test/web-api/payments/callback/sandbox" }])
    // The provider's refund notice closes it; nothing was ever posted for it.
    await deliver({ ...paid, eventId: "evt-refund-1", type: "refund.succeeded" })
    expect((await run((p) => p.deposit(9601, deposit.id))).status).toBe("refunded")
    expect(await balanceOf(9601)).toBe(0)
    const postings = await server.database.query("select count(*)::int as n from ledger_transactions where idempotency_key like 'deposit%txn-over-limit'")
    expect(postings[0]!["n"]).toBe(0)
  })
})
