import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import type { OperatorWithdrawal } from "../../src/domain/api/payments"

/**
 * The operator tool's `payments` commands (`npm run operator -- payments withdrawals [--all] | approve <id> | reject
 * <id> "reason"`): the withdrawal queue and the decisions on it. An approved withdrawal is paid out by the payment
 * provider; a rejected one returns its reserved amount to the player.
 */

export const PAYMENTS_USAGE = `       npm run operator -- payments withdrawals [--all]
       npm run operator -- payments approve <withdrawal id>
       npm run operator -- payments reject <withdrawal id> "reason shown to the player"`

/** The operator's input is not a payments command: nothing was sent. */
export class PaymentsInputRefused extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const withdrawalId = (text: string | undefined): string => {
  if (text === undefined || !UUID.test(text.trim())) throw new PaymentsInputRefused(`a withdrawal id is the UUID the queue shows, not ${JSON.stringify(text ?? "")}`)
  return text.trim().toLowerCase()
}

/** One withdrawal as the operator reads it: amounts in minor units. */
export const withdrawalLine = (w: OperatorWithdrawal): string =>
  [w.id, `player ${w.userId}`, `${w.amount} ${w.currency} (minor units)`, `card *${w.destination}`, w.status + (w.reason === null ? "" : ` (${w.reason})`), new Date(w.createdAt).toISOString()].join("  ")

export const paymentsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, id, ...rest] = args
    const checked = yield* Effect.try({
      try: () => {
        if (action === "withdrawals") return { action, all: id === "--all" } as const
        if (action === "approve") return { action, id: withdrawalId(id) } as const
        if (action === "reject") {
          const reason = rest.join(" ").trim()
          if (reason === "") throw new PaymentsInputRefused("a rejection needs a reason for the player")
          return { action, id: withdrawalId(id), reason } as const
        }
        throw new PaymentsInputRefused(`payments takes withdrawals, approve or reject, not ${JSON.stringify(action ?? "")}`)
      },
      catch: (error) => error as PaymentsInputRefused
    })
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (checked.action) {
      case "withdrawals": {
        const queue = yield* client.operatorPayments.withdrawalQueue({ urlParams: { status: checked.all ? "all" : "requested" } })
        return queue.length === 0 ? "no withdrawals waiting" : queue.map(withdrawalLine).join("\n")
      }
      case "approve":
        return `approved, sent to the provider for payout: ${withdrawalLine(yield* client.operatorPayments.approveWithdrawal({ path: { id: checked.id } }))}`
      case "reject":
        return `rejected, the amount is back on the player's account: ${withdrawalLine(yield* client.operatorPayments.rejectWithdrawal({ path: { id: checked.id }, payload: { reason: checked.reason } }))}`
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
