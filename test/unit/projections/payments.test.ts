import { describe, expect, it } from "vitest"
import { PaymentHistoryLoaded, WithdrawalCancelled, WithdrawalRequested, WithdrawalRequestFailed, WithdrawalsLoaded } from "../../../src/commands/payments/events"
import { LoggedOut, LoginSucceeded } from "../../../src/commands/session/events"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import type { Withdrawal } from "../../../src/domain/api/payments"
import { paymentsProjection } from "../../../src/projections/payments/cashier"

/** Folds the events a projection declared, as the store dispatches them (by tag). */
const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const withdrawal = (id: string, status: Withdrawal["status"]): Withdrawal => ({
  id,
  amount: 60_000,
  currency: "RUB",
  method: "card",
  destination: "4242",
  status,
  reason: null,
  createdAt: 1,
  updatedAt: 1
})
const A = "00000000-0000-4000-8000-00000000000a"
const B = "00000000-0000-4000-8000-00000000000b"
const signedIn = new LoginSucceeded({ userId: 7, accountId: 123456789, save: false })

describe("payments projection", () => {
  it("puts a new withdrawal on top of the list and a cancelled one in its place", () => {
    const state = fold(paymentsProjection, [
      signedIn,
      new WithdrawalsLoaded({ withdrawals: [withdrawal(A, "paid")] }),
      new WithdrawalRequested({ withdrawal: withdrawal(B, "requested") }),
      new WithdrawalCancelled({ withdrawal: withdrawal(B, "cancelled") })
    ])
    expect(state.withdrawals.data?.map((w) => [w.id, w.status])).toEqual([
      [B, "cancelled"],
      [A, "paid"]
    ])
    expect(state.withdrawalOutcome).toEqual({ _tag: "requested", withdrawal: withdrawal(B, "requested") })
  })

  it("keeps a refusal until the next request, and forgets everything when the player logs out", () => {
    const refused = new ServerRefused({ status: 409, title: "your balance is less than the amount" })
    const state = fold(paymentsProjection, [signedIn, new WithdrawalRequestFailed({ error: refused })])
    expect(state.withdrawalOutcome).toEqual({ _tag: "failed", error: refused })
    const after = fold(paymentsProjection, [signedIn, new WithdrawalRequestFailed({ error: refused }), new LoggedOut({})])
    expect(after.withdrawalOutcome).toBeNull()
    expect(after.owner).toBeNull()
  })

  it("appends a later page of history to the tab it belongs to, and a first page replaces it", () => {
    const entry = (id: number) => ({ id, kind: "deposit", amount: 100, currency: "RUB", accountId: 3, at: id })
    const state = fold(paymentsProjection, [
      signedIn,
      new PaymentHistoryLoaded({ tab: "main", before: null, entries: [entry(5), entry(4)], next: 4 }),
      new PaymentHistoryLoaded({ tab: "main", before: 4, entries: [entry(3)], next: null })
    ])
    expect(state.history.main.entries.map((e) => e.id)).toEqual([5, 4, 3])
    expect(state.history.main.next).toBeNull()
    expect(state.history.virtual.status).toBe("idle")
    const again = paymentsProjection.apply(state, new PaymentHistoryLoaded({ tab: "main", before: null, entries: [entry(6)], next: null }))
    expect(again.history.main.entries.map((e) => e.id)).toEqual([6])
  })
})
