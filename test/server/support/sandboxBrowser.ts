/**
 * A minimal browser for the social sign-in flow: a cookie jar per host and redirects followed one by one, so a test
 * can walk site → sandbox provider → identity picker → site, and tamper with a step on the way.
 */
export class SandboxBrowser {
  private readonly jar = new Map<string, Map<string, string>>()

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name)
  }

  dropCookie(url: string, name: string): void {
    this.jar.get(new URL(url).host)?.delete(name)
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; body?: FormData; json?: unknown; headers?: Record<string, string> } = {}
  ): Promise<Response> {
    const host = new URL(url).host
    const cookies = [...(this.jar.get(host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join("; ")
    const headers: Record<string, string> = { ...init.headers, ...(cookies === "" ? {} : { cookie: cookies }) }
    const body = init.form !== undefined ? new URLSearchParams(init.form) : init.json !== undefined ? JSON.stringify(init.json) : init.body
    if (init.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded"
    if (init.json !== undefined) headers["content-type"] = "application/json"
    const response = await fetch(url, { method: init.method ?? "GET", headers, redirect: "manual", ...(body === undefined ? {} : { body }) })
    const jar = this.jar.get(host) ?? new Map<string, string>()
    this.jar.set(host, jar)
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";")
      const at = (pair ?? "").indexOf("=")
      const name = (pair ?? "").slice(0, at).trim()
      const value = (pair ?? "").slice(at + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ""
      if (expired) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }

  /** Follows redirects from `url` until `stop` says so (given the next location) or an answer is not a redirect. */
  async follow(url: string, stop: (location: string) => boolean = () => false): Promise<{ response: Response; url: string }> {
    let current = url
    for (let hops = 0; hops < 10; hops++) {
      const response = await this.request(current)
      const location = response.headers.get("location")
      if (response.status < 300 || response.status >= 400 || location === null) return { response, url: current }
      const next = new URL(location, current).href
      if (stop(next)) return { response, url: next }
      current = next
    }
    throw new Error(`too many redirects from ${url}`)
  }

  /** At the sandbox's identity picker (`interactionUrl`): continues as `subject`, answers the next location. */
  async pickIdentity(interactionUrl: string, subject: string): Promise<string> {
    const picked = await this.request(interactionUrl, { method: "POST", form: { subject } })
    const location = picked.headers.get("location")
    if (location === null) throw new Error(`the sandbox did not take the identity: ${picked.status} ${await picked.text()}`)
    return new URL(location, interactionUrl).href
  }
}

/** The sandbox's issuer from the authorization URL a sign-in's start sent the browser to (`<issuer>/auth?…`). */
export const sandboxIssuerOf = (authorizeUrl: string): string => {
  const authorize = new URL(authorizeUrl)
  return `${authorize.origin}${authorize.pathname.replace(/\/auth$/, "")}`
}

const isSiteUrl = (site: string) => (location: string) => location.startsWith(site)

/**
 * Starts a social sign-in at the site and walks it to the point where the sandbox sends the browser back: answers
 * the callback URL (with code, state and iss), not yet visited.
 */
export const callbackFromSandbox = async (browser: SandboxBrowser, site: string, subject: string, start = "/social-api/oauth/sandbox/start?lng=en"): Promise<string> => {
  const started = await browser.request(`${site}${start}`)
  const authorize = started.headers.get("location")
  if (started.status !== 302 || authorize === null) throw new Error(`the sign-in did not start: ${started.status} ${await started.text()}`)
  const picker = await browser.follow(authorize)
  if (!picker.url.includes("/interaction/")) throw new Error(`no identity picker: ${picker.response.status} at ${picker.url}`)
  const resume = await browser.pickIdentity(picker.url, subject)
  const back = await browser.follow(resume, isSiteUrl(site))
  if (!back.url.startsWith(site)) throw new Error(`the sandbox did not send the browser back: ${back.response.status} at ${back.url}`)
  return back.url
}

/** A one-tap credential from the sandbox: an ID token for its one-tap client, by the implicit flow. */
export const oneTapCredentialFromSandbox = async (browser: SandboxBrowser, site: string, issuer: string, clientId: string, subject: string): Promise<string> => {
  const authorize = new URL(`${issuer}/auth`)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: "id_token",
    scope: "openid email",
    redirect_uri: `${site}/social-api/oauth/google-one-tap/sandbox`,
    nonce: "one-tap-nonce",
    state: "one-tap-state"
  }).toString()
  const picker = await browser.follow(authorize.href)
  const resume = await browser.pickIdentity(picker.url, subject)
  const back = await browser.follow(resume, isSiteUrl(site))
  const token = new URLSearchParams(new URL(back.url).hash.slice(1)).get("id_token")
  if (token === null) throw new Error(`no ID token in ${back.url}`)
  return token
}
