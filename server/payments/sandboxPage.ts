/**
 * The sandbox provider's hosted payment page: a card form standing in for a real provider's, with the test cards it
 * knows listed on the page (as providers' sandboxes do), and its 3-D Secure step.
 */

export interface TestCard {
  readonly number: string
  readonly outcome: "approve" | "decline" | "threeDs" | "pending"
  readonly description: string
}

export const TEST_CARDS: ReadonlyArray<TestCard> = [
  { number: "4242 4242 4242 4242", outcome: "approve", description: "approved at once" },
  { number: "4000 0000 0000 0002", outcome: "decline", description: "declined by the bank" },
  { number: "4000 0000 0000 3220", outcome: "threeDs", description: "asks for a 3-D Secure code (123456 passes, anything else fails)" },
  { number: "4000 0000 0000 0077", outcome: "pending", description: "stays pending: the bank has not answered" }
]

/** The 3-D Secure code the sandbox's bank accepts. */
export const SANDBOX_3DS_CODE = "123456"

export const testCardOf = (typed: string): TestCard | undefined => {
  const digits = typed.replace(/[\s-]/g, "")
  return TEST_CARDS.find((card) => card.number.replace(/ /g, "") === digits)
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;background:#eef1f5;color:#1c2733;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d5dce4;border-radius:12px;padding:28px 32px;width:440px;box-shadow:0 6px 24px rgba(20,30,40,.08)}
h1{font-size:20px;margin:0 0 2px}.amount{font-size:26px;font-weight:600;margin:10px 0 18px}p{color:#556474;margin:0 0 14px;font-size:13px}
label{display:block;font-size:13px;color:#556474;margin:0 0 4px}input{font:inherit;width:100%;box-sizing:border-box;border:1px solid #c4cdd7;border-radius:6px;padding:9px 11px;margin:0 0 12px}
.row{display:flex;gap:12px}.row>div{flex:1}button{font:inherit;width:100%;border-radius:6px;padding:10px 12px;border:0;cursor:pointer;margin:0 0 8px}
.pay{background:#2458d6;color:#fff}.cancel{background:#e6eaef;color:#1c2733}table{width:100%;border-collapse:collapse;font-size:12px;margin:14px 0 0}
td{padding:4px 0;border-top:1px solid #edf0f3;vertical-align:top}td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:10px}
.error{color:#b3261e;font-size:13px;margin:0 0 12px}.sandbox{display:inline-block;background:#ffe9a8;color:#5c4400;border-radius:4px;padding:1px 6px;font-size:11px;font-weight:600;margin:0 0 10px}`

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><meta name="viewport" content="width=device-width"><style>${STYLE}</style></head><body><main>
${body}
</main></body></html>`

export interface PaymentView {
  readonly id: string
  readonly amountText: string
  readonly description: string
}

export const paymentPage = (payment: PaymentView, error?: string): string =>
  page(
    "Sandbox payment",
    `<span class="sandbox">SANDBOX</span>
<h1>Pay by card</h1>
<p>${escape(payment.description)}</p>
<div class="amount">${escape(payment.amountText)}</div>
${error === undefined ? "" : `<p class="error" role="alert">${escape(error)}</p>`}
<form method="post" action="/pay/${escape(payment.id)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div></div>
<label for="holder">Card holder</label><input id="holder" name="holder" placeholder="IVAN PETROV">
<button class="pay" type="submit" name="action" value="pay">Pay ${escape(payment.amountText)}</button>
</form>
<form method="post" action="/pay/${escape(payment.id)}"><button class="cancel" type="submit" name="action" value="cancel">Cancel and return to the site</button></form>
<table aria-label="Test cards"><tbody>
${TEST_CARDS.map((card) => `<tr><td>${card.number}</td><td>${escape(card.description)}</td></tr>`).join("\n")}
</tbody></table>
<p style="margin-top:10px">Any expiry in the future and any three-digit CVC will do. No real money moves here.</p>`
  )

export const threeDsPage = (payment: PaymentView, error?: string): string =>
  page(
    "3-D Secure",
    `<span class="sandbox">SANDBOX</span>
<h1>3-D Secure</h1>
<p>Your bank asks you to confirm the payment of <strong>${escape(payment.amountText)}</strong>. The sandbox's bank takes the code ${SANDBOX_3DS_CODE}.</p>
${error === undefined ? "" : `<p class="error" role="alert">${escape(error)}</p>`}
<form method="post" action="/pay/${escape(payment.id)}/3ds">
<label for="code">Confirmation code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button class="pay" type="submit">Confirm</button>
</form>`
  )

export const problemPage = (message: string, returnUrl: string | null): string =>
  page(
    "Sandbox payment",
    `<span class="sandbox">SANDBOX</span><h1>Sandbox payment</h1><p class="error">${escape(message)}</p>
${returnUrl === null ? "" : `<a href="${escape(returnUrl)}">Back to the site</a>`}`
  )
