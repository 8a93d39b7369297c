import { type BrowserContext, test as base, type Page } from "@playwright/test"

export * from "@playwright/test"

/**
 * A page the server rendered (ARCHITECTURE 10) shows its views before its app runs, and a click or a key before it
 * hydrates would be lost, as a player's would. So every load of a test's page waits, after the load event, until the
 * page's app runs (`<html data-app="running">`) when the page began from the server's entries; a page the browser boots
 * is waited for as before, by what the test looks for next.
 */
const running = () => document.getElementById("first-paint-log") === null || document.documentElement.dataset["app"] === "running"

const waitingForApp = (page: Page): void => {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await page.waitForFunction(running)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await page.waitForFunction(running)
    return response
  }
}

const everyPageWaits = (context: BrowserContext): void => {
  for (const page of context.pages()) waitingForApp(page)
  context.on("page", waitingForApp)
}

/**
 * The cookie of a choice made in the cookie consent banner (src/domain/consent/cookieConsent.ts CONSENT_TYPE_COOKIE), on
 * both hosts the tests load pages from: the shared server's 127.0.0.1 and the spec servers' localhost.
 */
const consentCookies = (value: string) =>
  ["127.0.0.1", "localhost"].map((domain) => ({ name: "cookies_agree_type", value, domain, path: "/", sameSite: "Lax" as const, expires: -1 }))

/**
 * Every test's browser has chosen "accept all" in the cookie consent banner already (src/ui/shell/components/
 * CookieConsent.tsx), as a returning player has: the bar stays away and the analytics the tests look for are sent.
 * The contexts a test opens itself (a second device) have chosen too. A test of the banner itself opts out with
 * `test.use({ consent: null })`. Cookies are per host, not per port, so the servers a spec starts on other ports see it too.
 */
export const test = base.extend<{ consent: "all" | null }, { consentedBrowser: void }>({
  consent: ["all", { option: true }],
  consentedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.addCookies(consentCookies("all"))
        return context
      }
      await use()
    },
    { scope: "worker", auto: true }
  ],
  context: async ({ context, consent }, use) => {
    await context.clearCookies({ name: "cookies_agree_type" })
    if (consent !== null) await context.addCookies(consentCookies(consent))
    everyPageWaits(context)
    await use(context)
  }
})
