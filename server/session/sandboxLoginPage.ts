/** The identities a developer can pick on the sandbox's login page; any other name typed there works too. */
export const SANDBOX_IDENTITIES = [
  { subject: "alice", name: "Alice Sandbox" },
  { subject: "bob", name: "Bob Sandbox" },
  { subject: "carol", name: "Carol Sandbox" }
] as const

/** What the sandbox says about an identity: a made-up, verified e-mail on a domain no one receives mail for. */
export const sandboxClaims = (subject: string) => ({
  email: `${subject}@sandbox.oddsfold.local`,
  email_verified: true,
  name: SANDBOX_IDENTITIES.find((identity) => identity.subject === subject)?.name ?? subject
})

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/**
 * The sandbox's login page: one button per known identity, a field for any other, and a cancel button; every form
 * posts to `action` (the interaction's own path).
 */
export const sandboxLoginPage = (action: string, clientId: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox identity provider</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;background:#0f1720;color:#e8eef4;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#18232f;border:1px solid #2b3a4a;border-radius:10px;padding:28px 32px;width:360px}
h1{font-size:19px;margin:0 0 4px}p{color:#9fb0c2;margin:0 0 18px;font-size:13px}
button,input{font:inherit;width:100%;box-sizing:border-box;border-radius:6px;padding:9px 12px;margin:0 0 8px}
button{background:#2f6fed;color:#fff;border:0;cursor:pointer}button.secondary{background:transparent;border:1px solid #2b3a4a;color:#9fb0c2}
input{background:#0f1720;border:1px solid #2b3a4a;color:#e8eef4}hr{border:0;border-top:1px solid #2b3a4a;margin:14px 0}
</style></head><body><main>
<h1>Sandbox identity provider</h1>
<p>A local OpenID Connect provider for development. Signing in for <b>${escape(clientId)}</b>: pick an identity.</p>
<form method="post" action="${escape(action)}">
${SANDBOX_IDENTITIES.map((identity) => `<button type="submit" name="subject" value="${identity.subject}">Continue as ${escape(identity.name)}</button>`).join("\n")}
</form><hr>
<form method="post" action="${escape(action)}">
<input name="subject" placeholder="another identity, e.g. dave" aria-label="Identity" pattern="[a-z0-9._\\-]{1,64}" required>
<button type="submit">Continue</button>
</form>
<form method="post" action="${escape(action)}"><button class="secondary" name="action" value="abort">Cancel</button></form>
</main></body></html>`
