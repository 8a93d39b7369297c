import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { expect, type Page } from "./fixtures"
import { Redacted } from "effect"
import { DATA_DIR } from "../../playwright.config"
import { OPERATOR_BUNDLE } from "../../scripts/bundleServer.mjs"
import { operatorFilePath, readOperatorAccess } from "../../server/operator/operatorFile"
import { DEV_TOKEN_HEADER, devMailboxLink } from "../../src/domain/api/devtools"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { DEMO_PLAYER } from "../../src/domain/session/demoPlayer"

/** The shared server's dev token, from the operator file it wrote at start (as `npm run operator` finds its server). */
export const sharedDevToken = async (): Promise<string> => {
  const access = await readOperatorAccess(operatorFilePath({ DATA_DIR }))
  if (access?.devToken === undefined) throw new Error(`the e2e server wrote no dev token into ${operatorFilePath({ DATA_DIR })}`)
  return Redacted.value(access.devToken)
}

/** The header the shared server's operator calls need, with the token it wrote into its operator file. */
export const operatorHeaders = async (): Promise<Record<string, string>> => {
  const access = await readOperatorAccess(operatorFilePath({ DATA_DIR }))
  if (access === undefined) throw new Error(`the e2e server wrote no operator file at ${operatorFilePath({ DATA_DIR })}`)
  return { [OPERATOR_TOKEN_HEADER]: Redacted.value(access.token) }
}

/** The header the shared server's dev calls need (the mailbox read by a test, a game finished). */
export const devHeaders = async (): Promise<Record<string, string>> => ({ [DEV_TOKEN_HEADER]: await sharedDevToken() })

/** The mailbox link `npm start` prints, on the shared server (relative to the test's base URL). */
export const devMailboxPath = async (): Promise<string> => devMailboxLink("", "en", await sharedDevToken())

/** The review screenshots of the shell (home in both languages and themes, 404, debugger). */
export const SCREENSHOT_DIR = "test-results/screenshots"

/** An amount in kopecks as the English site shows a RUB balance: "RUB 1,000.00". */
export const rub = (kopecks: number): string => `RUB ${(kopecks / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`

/** Resolves once the app has booted and routed: the page's main landmark is on screen. */
/** The page is shown and its app is running (booted, or resumed from the server's render and hydrated). */
export const waitForApp = async (page: Page): Promise<void> => {
  await expect(page.locator("main#content")).toBeVisible()
  await expect(page.locator("html[data-app=running]")).toHaveCount(1)
}

export const homeHeading = (page: Page, company = "Oddsfold") => page.getByRole("heading", { level: 1, name: new RegExp(company) })

export const notFoundHeadingEn = (page: Page) => page.getByRole("heading", { level: 1, name: "This page could not be found" })

/** The same 404 heading in Russian. */
export const notFoundHeadingRu = (page: Page) => page.getByRole("heading", { level: 1, name: "Эту страницу не удалось найти" })

export const historyLength = (page: Page): Promise<number> => page.evaluate(() => window.history.length)

/** SPEC.md 4: a new player is welcomed once, by a modal over the page; a flow that goes on after registering closes it. */
export const closeWelcome = async (page: Page): Promise<void> => {
  const welcome = page.getByRole("dialog", { name: /^Welcome to / })
  await welcome.getByRole("button", { name: "Start betting" }).click()
  await expect(welcome).toHaveCount(0)
}

/**
 * SPEC.md 4: a player with no deposit is offered the first-deposit bonus once, by a modal over the home page; a flow
 * that goes on there closes it ("Later").
 */
export const closeFirstDepositOffer = async (page: Page): Promise<void> => {
  const offer = page.getByRole("dialog", { name: "Choose your first-deposit bonus" })
  await offer.getByRole("button", { name: "Later" }).click()
  await expect(offer).toHaveCount(0)
}

/**
 * Signs the seeded demo player in on the login page of the server at `origin` (the shared e2e server when empty), and
 * waits for the header's account ID.
 */
export const signInAsDemoPlayer = async (page: Page, origin = ""): Promise<void> => {
  await page.goto(`${origin}/en/user/login`)
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(DEMO_PLAYER.email)
  await login.getByLabel("Password").fill(DEMO_PLAYER.password)
  await login.getByRole("button", { name: "Log in" }).click()
  // The password is checked with argon2id, which has taken over 10 s on a loaded two-core machine.
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible({ timeout: 45_000 })
}

/**
 * Makes a server's line before a test's first page asks for it: making it (some 85,000 prices) holds a server that
 * runs in the test's own process for seconds, which a page waiting for its sign-in or its first paint would count.
 */
export const warmLine = async (origin: string): Promise<void> => {
  const answer = await fetch(`${origin}/bff-api/sports/menu?section=line`)
  if (!answer.ok) throw new Error(`the line answered ${answer.status} while warming up`)
}

/**
 * Holds the phone countries' answer back, as a slow network would, until the returned function lets it through: the
 * forms that need a country must wait for it rather than send none.
 */
export const holdPhoneCountries = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/web-api/phone/countries**", async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

const execFileAsync = promisify(execFile)

/**
 * The operator's tool as an operator runs it (`npm run operator -- ...`), from the bundle the e2e run built beside the
 * server's: `env` names the server (OPERATOR_URL and OPERATOR_TOKEN, or the data folder whose operator file it reads).
 * Answers what it printed.
 */
export const runOperatorTool = async (args: ReadonlyArray<string>, env: Readonly<Record<string, string>>): Promise<string> =>
  (await execFileAsync(process.execPath, [OPERATOR_BUNDLE, ...args], { env: { ...process.env, ...env } })).stdout

/**
 * What the floating element `selector` (fixed at the bottom of the window) stands over now: the line's prices it meets
 * (their outcome ids), and whether it meets the bet slip or the support button.
 */
export const floatingCovers = (page: Page, selector: string) =>
  page.evaluate((floating) => {
    const over = document.querySelector(floating)!.getBoundingClientRect()
    const meets = (element: Element | null) => {
      const box = element?.getBoundingClientRect()
      return box !== undefined && box.width > 0 && box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom
    }
    const prices = [...document.querySelectorAll(".game-list button.outcome")].filter(meets).map((price) => price.getAttribute("data-outcome"))
    const support = floating === ".support__button" ? false : meets(document.querySelector(".support__button"))
    return { prices, slip: meets(document.querySelector(".coupon")), support }
  }, selector)
