import { createHmac, randomUUID } from "node:crypto"
import type { FreshDatabase } from "./databases"
import { cookieHeader } from "./http"

/** The sandbox provider's callback and how a notice to it is signed (HMAC-SHA256 over the timestamp and the body). */
export const SANDBOX_CALLBACK = "/web-api/payments/callback/sandbox"

/** The sandbox's secret as the deployment keeps it; a test signs with it by hand, as a provider does. */
export const sandboxSecretOf = async (database: FreshDatabase): Promise<string> => {
  const [row] = await database.query("select value from server_secrets where name = 'payments_sandbox_callback_secret'")
  return String(row!["value"])
}

/** The headers that sign a sandbox notice `body` sent at `timestamp` (seconds). */
export const signedSandboxNotice = (secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) => ({
  "x-payment-timestamp": String(timestamp),
  "x-payment-signature": createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")
})

/**
 * A player's deposit through the cashier, and the provider's success notice for it: `notify(times, together)` sends it
 * `times` times (each with its own event id), one after another or all at once, and answers the callbacks' statuses.
 */
export const startSandboxDeposit = async (server: { readonly url: string; readonly database: FreshDatabase }, cookie: string, amount: number, currency = "RUB") => {
  const started = await fetch(`${server.url}/web-api/payments/deposits`, {
    method: "POST",
    headers: { "content-type": "application/json", ...cookieHeader(cookie) },
    body: JSON.stringify({ method: "card", amount, lng: "en" })
  })
  if (started.status !== 200) throw new Error(`the deposit was not started: ${started.status} ${await started.text()}`)
  const id = ((await started.json()) as { deposit: { id: string } }).deposit.id
  const transactionId = `txn-${randomUUID()}`
  const secret = await sandboxSecretOf(server.database)
  const send = async () => {
    const body = JSON.stringify({ eventId: `evt-${randomUUID()}`, type: "payment.succeeded", reference: id, transactionId, amount, currency })
    const answer = await fetch(`${server.url}${SANDBOX_CALLBACK}`, { method: "POST", headers: { "content-type": "application/json", ...signedSandboxNotice(secret, body) }, body })
    await answer.text()
    return answer.status
  }
  return {
    id,
    notify: async (times = 1, together = false): Promise<ReadonlyArray<number>> => {
      if (together) return Promise.all(Array.from({ length: times }, send))
      const statuses: Array<number> = []
      for (let i = 0; i < times; i++) statuses.push(await send())
      return statuses
    }
  }
}
