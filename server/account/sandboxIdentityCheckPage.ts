import { KNOWN_REJECTION_REASONS, type KnownRejectionReason } from "../../src/domain/account/identityCheck"

/** The reasons the sandbox's tester may refuse a check with, as a provider's reviewer would put them. */
export const SANDBOX_REJECTION_REASONS: Readonly<Record<KnownRejectionReason, string>> = {
  document_expired: "The document has expired",
  document_unreadable: "The document cannot be read",
  face_mismatch: "The selfie does not match the document",
  document_not_supported: "This kind of document is not accepted",
  suspected_fraud: "The document looks altered"
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;background:#0f1720;color:#e8eef4;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18232f;border:1px solid #2b3a4a;border-radius:10px;padding:28px 32px;width:420px}
h1{font-size:19px;margin:0 0 4px}p{color:#9fb0c2;margin:0 0 16px;font-size:13px}code{color:#e8eef4}
button,select{font:inherit;width:100%;box-sizing:border-box;border-radius:6px;padding:9px 12px;margin:0 0 8px}
button{background:#2f6fed;color:#fff;border:0;cursor:pointer}button.reject{background:#b4373f}
select{background:#0f1720;border:1px solid #2b3a4a;color:#e8eef4}label{display:block;font-size:13px;color:#9fb0c2;margin:0 0 4px}
hr{border:0;border-top:1px solid #2b3a4a;margin:14px 0}a{color:#8fb4ff;font-size:13px}.error{color:#ff9a9a}`

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>
${body}
</main></body></html>`

/**
 * The sandbox's check page: standing in for a provider's document and selfie capture, it lets the tester pick the
 * outcome this check sends back to the site, signed like a real provider's.
 */
export const sandboxCheckPage = (check: { readonly id: string; readonly reference: string; readonly returnUrl: string }): string =>
  page(
    "Sandbox identity check",
    `<h1>Sandbox identity check</h1>
<p>A local stand-in for an identity-check provider. A real one photographs the player's identity document, takes a selfie
and compares the two. Pick the outcome this check sends back to the site, as a signed result.</p>
<p>Check <code>${escape(check.id)}</code> for the site's reference <code>${escape(check.reference)}</code>.</p>
<form method="post" action="/check/${escape(check.id)}">
<button type="submit" name="outcome" value="verified">Approve: the document and the selfie match</button>
</form><hr>
<form method="post" action="/check/${escape(check.id)}">
<label for="reason">Reject because</label>
<select id="reason" name="reason">
${KNOWN_REJECTION_REASONS.map((reason) => `<option value="${reason}">${escape(SANDBOX_REJECTION_REASONS[reason])}</option>`).join("\n")}
</select>
<button class="reject" type="submit" name="outcome" value="rejected">Reject</button>
</form><hr>
<a href="${escape(check.returnUrl)}">Back to the site without a result</a>`
  )

/** What the sandbox says when the site did not take the result, or the check is unknown. */
export const sandboxProblemPage = (message: string, returnUrl: string | null): string =>
  page(
    "Sandbox identity check",
    `<h1>Sandbox identity check</h1>
<p class="error">${escape(message)}</p>
${returnUrl === null ? "" : `<a href="${escape(returnUrl)}">Back to the site</a>`}`
  )
