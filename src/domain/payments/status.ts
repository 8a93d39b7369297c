import { Schema } from "effect"

/**
 * The life of a deposit and of a withdrawal, as pure transitions the server applies under a row lock and the
 * property tests drive in every order. The provider's notices may come late, twice or out of order (a refund before
 * the payment it refunds), so a deposit's fate depends on the set of notices, not on their order, and it is credited
 * at most once.
 */

export const DepositStatus = Schema.Literal(
  // Made by the player, the hosted page not finished yet.
  "created",
  // The provider has not decided yet (a bank transfer, a 3-D Secure step left open).
  "pending",
  // Paid and credited to the player's account.
  "credited",
  "failed",
  "cancelled",
  // Paid, but not admitted when it arrived (a deposit limit, a time-out, a self-exclusion): never credited; the
  // money is sent back through the provider.
  "refused",
  // The money went back to the payer: nothing of it stays with the player.
  "refunded",
  // A refund after the credit found the player's account short of it: the debt waits for the operator.
  "refund_owed"
)
export type DepositStatus = typeof DepositStatus.Type

/** What the provider says about a payment. */
export type ProviderNotice = "pending" | "succeeded" | "failed" | "cancelled" | "refunded"

/** What the server must do with a notice besides recording the new status. */
export type DepositEffect = "none" | "admitAndCredit" | "debitRefund"

export interface DepositStep {
  readonly status: DepositStatus
  readonly effect: DepositEffect
}

const stay = (status: DepositStatus): DepositStep => ({ status, effect: "none" })

/**
 * The deposit after a notice. A success on an open deposit is admitted (the limits area) and credited:
 * `admitAndCredit` answers `credited` here, and the server makes it `refused` when the limits say no. Terminal
 * statuses absorb everything except a refund of money that is still with us.
 */
export const depositAfter = (status: DepositStatus, notice: ProviderNotice): DepositStep => {
  switch (status) {
    case "created":
    case "pending":
      switch (notice) {
        case "pending":
          return stay("pending")
        case "succeeded":
          return { status: "credited", effect: "admitAndCredit" }
        case "failed":
          return stay("failed")
        case "cancelled":
          return stay("cancelled")
        case "refunded":
          // The refund came before its payment: the payment, when it comes, finds the money gone back already.
          return stay("refunded")
      }
      break
    case "credited":
      return notice === "refunded" ? { status: "refunded", effect: "debitRefund" } : stay("credited")
    case "refused":
      return notice === "refunded" ? stay("refunded") : stay("refused")
    case "failed":
    case "cancelled":
    case "refunded":
    case "refund_owed":
      return stay(status)
  }
}

export const isOpenDeposit = (status: DepositStatus): boolean => status === "created" || status === "pending"

export const WithdrawalStatus = Schema.Literal(
  // Asked for: the amount is reserved in the ledger, waiting for the operator.
  "requested",
  // The operator approved it: the payout is on its way through the provider.
  "approved",
  // The operator refused it: the reservation went back to the player.
  "rejected",
  // The player took it back while it was requested: the reservation went back.
  "cancelled",
  // The provider paid it out.
  "paid",
  // The provider could not pay it out: the reservation went back.
  "failed"
)
export type WithdrawalStatus = typeof WithdrawalStatus.Type

export type WithdrawalAction = "approve" | "reject" | "cancel" | "paid" | "payoutFailed"

/** What the ledger does on a withdrawal's move: the reservation is released to the player, or paid out. */
export type WithdrawalMoney = "none" | "release" | "payOut"

/** The withdrawal after an action, or undefined when the action is not allowed in its status. */
export const withdrawalAfter = (status: WithdrawalStatus, action: WithdrawalAction): { readonly status: WithdrawalStatus; readonly money: WithdrawalMoney } | undefined => {
  if (status === "requested") {
    if (action === "approve") return { status: "approved", money: "none" }
    if (action === "reject") return { status: "rejected", money: "release" }
    if (action === "cancel") return { status: "cancelled", money: "release" }
    return undefined
  }
  if (status === "approved") {
    if (action === "paid") return { status: "paid", money: "payOut" }
    if (action === "payoutFailed") return { status: "failed", money: "release" }
    return undefined
  }
  return undefined
}

/** A withdrawal the player may still take back. */
export const isCancellable = (status: WithdrawalStatus): boolean => status === "requested"
