import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { type Clock, Effect, Layer, Redacted } from "effect"
import { CALLBACK_SIGNATURE_HEADER, CALLBACK_TIMESTAMP_HEADER } from "../../src/domain/payments/callbackSignature"
import { formatMoney, minorDigitsOf } from "../../src/domain/account/money"
import type { ProviderCallback } from "../../src/domain/api/payments"
import { loadServerSecret } from "../platform/serverSecret"
import { SANDBOX_CALLBACK_SECRET, signCallback } from "./callbackSigning"
import { type HostedPaymentRequest, PaymentProvider, type PaymentProviderShape } from "./provider"
import { paymentPage, problemPage, SANDBOX_3DS_CODE, testCardOf, threeDsPage } from "./sandboxPage"

/**
 * The sandbox payment provider of a server that has no real one: it runs inside the server's process on a loopback
 * port of its own (a provider's pages are on the provider's origin), needs nothing outside, and keeps its payments in
 * memory (gone at restart, as a sandbox's should be). Its hosted page takes the test cards it lists; it sends the
 * player back to the site's success, fail, pending or cancel page, and sends its notices to the site's callback
 * signed with the deployment's callback secret (kept in server_secrets). Like a real provider it delivers each notice
 * at least once: again after a failure, with growing delays, and once more a little later in any case, so the site
 * must take a notice twice, late, and after the notice that followed it.
 */

const PAYMENT_LIFETIME_MS = 60 * 60 * 1000
const MAX_PAYMENTS = 10_000
const MAX_BODY = 8 * 1024
/** Redelivery after a failure: 1 s, 2 s, 4 s, ... this many times. */
const DELIVERY_ATTEMPTS = 6
/** Every notice is delivered once more this long after the first delivery. */
const DUPLICATE_AFTER_MS = 1500

interface SandboxPayment {
  readonly id: string
  readonly request: HostedPaymentRequest
  readonly createdAt: number
  /** Set once the card was charged. */
  transactionId: string | null
  state: "open" | "threeDs" | "done"
  /** Where a later visit is sent, once done. */
  returnUrl: string | null
}

const PAY_PATH = /^\/pay\/([A-Za-z0-9_-]{22})(\/3ds)?$/

const readBody = async (req: IncomingMessage): Promise<string | null> => {
  let body = ""
  for await (const chunk of req) {
    body += chunk
    if (body.length > MAX_BODY) return null
  }
  return body
}

const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "referrer-policy": "no-referrer",
    ...headers
  })
  res.end(body)
}
const redirect = (res: ServerResponse, location: string) => send(res, 303, "", { location })

const amountText = (amount: number, currency: string): string => formatMoney(amount, { iso: currency, minorDigits: minorDigitsOf(currency) }, "en")

const newId = () => randomBytes(16).toString("base64url")

const start = (secret: Redacted.Redacted<string>, clock: Clock.Clock) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const payments = new Map<string, SandboxPayment>()
      const timers = new Set<NodeJS.Timeout>()
      let closed = false
      const server = createServer()
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

      const later = (ms: number, run: () => void) => {
        if (closed) return
        const timer = setTimeout(() => {
          timers.delete(timer)
          run()
        }, ms)
        timers.add(timer)
      }

      /** One delivery: true when the site took it (2xx). */
      const deliverOnce = async (url: string, notice: ProviderCallback): Promise<boolean> => {
        const body = JSON.stringify(notice)
        // The server's clock, which a developer may have moved forward: the sandbox lives in the server's time, so its
        // signed timestamps stay inside the site's replay window.
        const timestamp = String(Math.floor(clock.unsafeCurrentTimeMillis() / 1000))
        try {
          const answer = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json", [CALLBACK_TIMESTAMP_HEADER]: timestamp, [CALLBACK_SIGNATURE_HEADER]: signCallback(secret, timestamp, body) },
            body,
            signal: AbortSignal.timeout(10_000)
          })
          await answer.arrayBuffer()
          return answer.ok
        } catch {
          return false
        }
      }

      /** Delivers now (the caller may wait for it), retries in the background after a failure, and sends a copy later. */
      const deliver = async (url: string, notice: ProviderCallback): Promise<boolean> => {
        const retry = (attempt: number) =>
          later(1000 * 2 ** (attempt - 1), () => {
            void deliverOnce(url, notice).then((ok) => {
              if (!ok && attempt + 1 < DELIVERY_ATTEMPTS) retry(attempt + 1)
            })
          })
        const ok = await deliverOnce(url, notice)
        if (!ok) retry(1)
        else later(DUPLICATE_AFTER_MS, () => void deliverOnce(url, notice))
        return ok
      }

      const notice = (payment: SandboxPayment, type: ProviderCallback["type"], transactionId: string): ProviderCallback => ({
        eventId: `evt_${newId()}`,
        type,
        reference: payment.request.reference,
        transactionId,
        amount: payment.request.amount,
        currency: payment.request.currency
      })

      const forgetOld = (now: number) => {
        for (const [id, payment] of payments) if (now - payment.createdAt > PAYMENT_LIFETIME_MS) payments.delete(id)
      }

      const view = (payment: SandboxPayment) => ({ id: payment.id, amountText: amountText(payment.request.amount, payment.request.currency), description: payment.request.description })

      /** The payment is over: tell the site, then send the browser back. */
      const finish = async (res: ServerResponse, payment: SandboxPayment, type: ProviderCallback["type"], returnUrl: string) => {
        payment.state = "done"
        payment.returnUrl = returnUrl
        const transactionId = payment.transactionId ?? `txn_${newId()}`
        payment.transactionId = transactionId
        await deliver(payment.request.callbackUrl, notice(payment, type, transactionId))
        redirect(res, returnUrl)
      }

      const pay = async (req: IncomingMessage, res: ServerResponse, payment: SandboxPayment) => {
        const form = new URLSearchParams((await readBody(req)) ?? "")
        const urls = payment.request.returnUrls
        if (form.get("action") === "cancel") return finish(res, payment, "payment.cancelled", urls.cancel)
        const card = testCardOf(form.get("card") ?? "")
        if (card === undefined) return send(res, 400, paymentPage(view(payment), "The sandbox takes only the test cards listed below."))
        if (!/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test((form.get("expiry") ?? "").trim())) return send(res, 400, paymentPage(view(payment), "The expiry is MM/YY, e.g. 12/30."))
        if (!/^[0-9]{3,4}$/.test((form.get("cvc") ?? "").trim())) return send(res, 400, paymentPage(view(payment), "The CVC is three digits."))
        switch (card.outcome) {
          case "approve":
            return finish(res, payment, "payment.succeeded", urls.success)
          case "decline":
            return finish(res, payment, "payment.failed", urls.fail)
          case "pending":
            return finish(res, payment, "payment.pending", urls.pending)
          case "threeDs":
            payment.state = "threeDs"
            return redirect(res, `/pay/${payment.id}/3ds`)
        }
      }

      const confirm = async (req: IncomingMessage, res: ServerResponse, payment: SandboxPayment) => {
        const form = new URLSearchParams((await readBody(req)) ?? "")
        const code = (form.get("code") ?? "").trim()
        return code === SANDBOX_3DS_CODE
          ? finish(res, payment, "payment.succeeded", payment.request.returnUrls.success)
          : finish(res, payment, "payment.failed", payment.request.returnUrls.fail)
      }

      const route = async (req: IncomingMessage, res: ServerResponse) => {
        const path = (req.url ?? "").split("?")[0] ?? ""
        const match = PAY_PATH.exec(path)
        if (match === null) return send(res, 404, problemPage("There is no such page here.", null))
        const payment = payments.get(match[1]!)
        if (payment === undefined) return send(res, 404, problemPage("This sandbox payment does not exist (or the server restarted since it was opened).", null))
        if (payment.state === "done") return redirect(res, payment.returnUrl!)
        const threeDs = match[2] !== undefined
        if (req.method === "POST") {
          if (threeDs && payment.state === "threeDs") return confirm(req, res, payment)
          if (!threeDs && payment.state === "open") return pay(req, res, payment)
          return redirect(res, `/pay/${payment.id}${payment.state === "threeDs" ? "/3ds" : ""}`)
        }
        if (threeDs !== (payment.state === "threeDs")) return redirect(res, `/pay/${payment.id}${payment.state === "threeDs" ? "/3ds" : ""}`)
        return send(res, 200, threeDs ? threeDsPage(view(payment)) : paymentPage(view(payment)))
      }

      server.on("request", (req: IncomingMessage, res: ServerResponse) => {
        route(req, res).catch((error: unknown) => {
          if (res.headersSent) return void res.end()
          send(res, 500, problemPage(error instanceof Error ? error.message : String(error), null))
        })
      })

      const provider: PaymentProviderShape = {
        id: "sandbox",
        callbackSecret: secret,
        createPayment: (request) =>
          Effect.sync(() => {
            const now = clock.unsafeCurrentTimeMillis()
            forgetOld(now)
            const id = newId()
            payments.set(id, { id, request, createdAt: now, transactionId: null, state: "open", returnUrl: null })
            if (payments.size > MAX_PAYMENTS) payments.delete(payments.keys().next().value!)
            return { session: id, redirectUrl: `${origin}/pay/${id}` }
          }),
        refund: ({ amount, callbackUrl, currency, reference, transactionId }) =>
          Effect.sync(() => {
            // The refund is processed a moment later, as a bank's would be.
            later(200, () => void deliver(callbackUrl, { eventId: `evt_${newId()}`, type: "refund.succeeded", reference, transactionId, amount, currency }))
          }),
        // The sandbox's token says only whether its bank declines payouts to the card (the decline test card does).
        registerCard: (cardNumber) =>
          Effect.sync(() => ({ token: `tok_${testCardOf(Redacted.value(cardNumber))?.outcome === "decline" ? "decline" : "ok"}_${newId()}` })),
        payout: ({ amount, callbackUrl, cardToken, currency, reference }) =>
          Effect.sync(() => {
            const payoutId = `po_${newId()}`
            const declined = cardToken.startsWith("tok_decline_")
            later(300, () => void deliver(callbackUrl, { eventId: `evt_${newId()}`, type: declined ? "payout.failed" : "payout.succeeded", reference, transactionId: payoutId, amount, currency }))
            return { payoutId }
          })
      }
      return {
        provider,
        close: () =>
          new Promise<void>((resolve) => {
            closed = true
            for (const timer of timers) clearTimeout(timer)
            server.closeAllConnections()
            server.close(() => resolve())
          })
      }
    }),
    ({ close }) => Effect.promise(close)
  )

/** The sandbox as the site's payment provider, started with the server and stopped with its scope. */
export const SandboxPaymentProviderLive = Layer.scoped(
  PaymentProvider,
  Effect.gen(function* () {
    const secret = yield* loadServerSecret(SANDBOX_CALLBACK_SECRET)
    const { provider } = yield* start(secret, yield* Effect.clock)
    return provider
  })
)
