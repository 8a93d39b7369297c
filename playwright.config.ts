import { defineConfig } from "@playwright/test"

/**
 * End-to-end tests against the real thing: the client built in demo mode (debugger on) and served by the real
 * back end (`server/main.ts`, bundled as `npm start` runs it) on an embedded PGlite database that is created fresh for every run.
 * The browser is Debian's Chromium; Playwright never downloads one.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319)
const BASE_URL = `http://127.0.0.1:${PORT}`
/** The shared server's data folder; its operator file (`<DATA_DIR>.operator.json`) holds the dev token the tests read. */
export const DATA_DIR = ".tmp/e2e-pglite"
/**
 * The captcha's proof of work on the e2e server ("<PBKDF2 iterations>,<largest counter>"): a few hundred thousand
 * iterations, a fraction of a second for the browser instead of the production server's seconds (never in production).
 */
const CAPTCHA_TEST_DIFFICULTY = "2000,200"

export default defineConfig({
  testDir: "test/e2e",
  globalSetup: "./test/e2e/globalSetup.ts",
  // Artifacts of failures (traces, screenshots); the review screenshots go to test-results/screenshots.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where a test shares two cores with the server and the other worker's browser: a test that passes
  // only on its retry is reported as flaky by name at the end of `npm test`, never hidden.
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget: the longest flows load several pages and register players (password hashing), and on a
  // loaded two-core machine a page load alone has taken 6 s. Each expectation still waits 10 s at most.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    // Desktop site: the 1366 breakpoint of SPEC.md 9 is the most common desktop width.
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
    trace: "on-first-retry",
    // The installable app's service worker precaches every chunk when it installs: a test of anything else would
    // only pay for that download. The PWA's own test allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    }
  },
  webServer: {
    // A fresh database every run, so no test sees data left by an earlier one.
    command: `rm -rf ${DATA_DIR} && node scripts/buildClient.mjs demo && node scripts/bundleServer.mjs && node dist/server/main.mjs`,
    // The browser plays the edge proxy too (tests send its geo-country header), so loopback is a trusted proxy.
    // The captcha's work is lowered (CAPTCHA_TEST_DIFFICULTY) so that the browser solves it at once (never in production).
    // Every test's player registers from loopback: the per-address registration limit is set for a suite, not a family.
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, CLIENT_DIR: "dist/client", TRUSTED_PROXIES: "127.0.0.1", CAPTCHA_TEST_DIFFICULTY, REGISTRATIONS_PER_ADDRESS: "1000" },
    // Ready when the server says so (it prints the line once its database is migrated and it listens).
    wait: { stdout: /Oddsfold is running at/ },
    url: `${BASE_URL}/en/`,
    // Never reuse: a server left on the port could be an older build with another database.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe"
  }
})
