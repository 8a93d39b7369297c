import { type BrowserContext, test as base, type Page } from "@playwright/test"

export * from "@playwright/test"

/**
 * A page the server rendered (ARCHITECTURE 10) shows its views before its app runs, and a click or a key before it
 * hydrates would be lost, as a player's would. So every load of a test's page waits, after the load event, until the
 * page's app runs (`<html data-app="running">`) when the page began from the server's entries; a page the browser boots
 * is waited for as before, by what the test looks for next.
 */
const running = () => document.getElementById("first-paint-log") === null || document.documentElement.dataset["app"] === "running"

/** How long a loaded page's app may take to start before the test fails saying so (instead of waiting out its budget). */
const APP_START_TIMEOUT = 30_000
/** The page's last errors, kept to say why its app did not start. */
const KEPT_ERRORS = 10

const waitingForApp = (page: Page): void => {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const errors: Array<string> = []
  const keep = (text: string): void => {
    errors.push(text.slice(0, 300))
    if (errors.length > KEPT_ERRORS) errors.shift()
  }
  page.on("console", (message) => {
    if (message.type() === "error") keep(message.text())
  })
  page.on("pageerror", (error) => keep(error.message))
  const appRuns = async () => {
    try {
      await page.waitForFunction(running, undefined, { timeout: APP_START_TIMEOUT })
    } catch (cause) {
      if (page.isClosed()) throw cause
      throw new Error(`the app of ${page.url()} did not start within ${APP_START_TIMEOUT / 1000} s; the page's last errors: ${JSON.stringify(errors)}`, { cause })
    }
  }
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await appRuns()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await appRuns()
    return response
  }
}

const everyPageWaits = (context: BrowserContext): void => {
  for (const page of context.pages()) waitingForApp(page)
  context.on("page", waitingForApp)
}

/** A cookie on both hosts the tests load pages from: the shared server's 127.0.0.1 and the spec servers' localhost. */
const onBothHosts = (name: string, value: string) =>
  ["127.0.0.1", "localhost"].map((domain) => ({ name, value, domain, path: "/", sameSite: "Lax" as const, expires: -1 }))

/** The cookie of a choice made in the cookie consent banner (src/domain/consent/cookieConsent.ts CONSENT_TYPE_COOKIE). */
const consentCookies = (value: string) => onBothHosts("cookies_agree_type", value)

/** The cookie of the age the visitor confirmed at the age gate (src/domain/consent/ageConfirmation.ts AGE_CONFIRMED_COOKIE). */
const AGE_COOKIE = "age_confirmed"
const ageCookies = () => onBothHosts(AGE_COOKIE, "18")

/**
 * Every test's browser has chosen "accept all" in the cookie consent banner already (src/ui/shell/components/
 * CookieConsent.tsx) and confirmed its age at the age gate (AgeGate.tsx), as a returning player has: the bar and the
 * gate stay away and the analytics the tests look for are sent. The contexts a test opens itself (a second device)
 * have answered too. A test of the banner itself opts out with `test.use({ consent: null })`, a test of the gate with
 * `test.use({ ageConfirmed: false })`. Cookies are per host, not per port, so the servers a spec starts on other ports
 * see them too.
 */
export const test = base.extend<{ consent: "all" | null; ageConfirmed: boolean }, { consentedBrowser: void }>({
  consent: ["all", { option: true }],
  ageConfirmed: [true, { option: true }],
  consentedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.addCookies([...consentCookies("all"), ...ageCookies()])
        return context
      }
      await use()
    },
    { scope: "worker", auto: true }
  ],
  context: async ({ context, consent, ageConfirmed }, use) => {
    await context.clearCookies({ name: "cookies_agree_type" })
    await context.clearCookies({ name: AGE_COOKIE })
    if (consent !== null) await context.addCookies(consentCookies(consent))
    if (ageConfirmed) await context.addCookies(ageCookies())
    everyPageWaits(context)
    await use(context)
  }
})
