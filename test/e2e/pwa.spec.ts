import { expect, test } from "./fixtures"
import { waitForApp } from "./support"

/**
 * The installable app (SPEC.md 7, 9): the manifest the server makes from the site config, the eight icon sizes, and
 * the service worker that precaches the shell's code and styles (and serves them with the network gone) but keeps no
 * API answer.
 */
test.use({ serviceWorkers: "allow" })

test("the manifest and the service worker install: the shell's code is served offline from the cache, and no API answer is kept", async ({ page, request }) => {
  const manifestAnswer = await request.get("/manifest.json")
  expect(manifestAnswer.status()).toBe(200)
  expect(manifestAnswer.headers()["content-type"]).toContain("application/manifest+json")
  const manifest = (await manifestAnswer.json()) as { name: string; theme_color: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string }> }
  // The demo config's company and colour (server/config/demoConfig.ts).
  expect(manifest).toMatchObject({ name: "Oddsfold", theme_color: "#0b3d2e", start_url: "/", display: "standalone" })
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["72x72", "96x96", "128x128", "144x144", "152x152", "192x192", "384x384", "512x512"])
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    expect(answer.headers()["content-type"]).toBe("image/png")
  }

  await page.goto("/en/line")
  await waitForApp(page)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.json")
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(8)
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b3d2e")

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { script: registration.active?.scriptURL ?? "", scope: registration.scope }
  })
  expect(new URL(worker.script).pathname).toBe("/pwa-sw.js")
  expect(new URL(worker.scope).pathname).toBe("/")

  // Precaching finishes before the worker activates: by now the cache holds the shell.
  const cached = await page.evaluate(async () => {
    const urls: Array<string> = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  const entry = await page.evaluate(() => new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src).pathname)
  expect(cached).toContain(entry)
  expect(cached.some((path) => path.endsWith(".css"))).toBe(true)
  expect(cached.filter((path) => /^\/(?:web|bff|auth)-api\/|^\/limit-service-api\//.test(path))).toEqual([])
  expect(cached.filter((path) => path.endsWith(".html") || /^\/(?:en|ru)\//.test(path))).toEqual([])

  // The page is controlled once the worker has claimed it; with the network gone, the shell's code still comes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.context().setOffline(true)
  try {
    const offline = await page.evaluate(async (path) => {
      const answer = await fetch(path)
      return { status: answer.status, bytes: (await answer.text()).length }
    }, entry)
    expect(offline.status).toBe(200)
    expect(offline.bytes).toBeGreaterThan(1000)
    // An API call is not the worker's to answer: offline, it fails as it would without one.
    const api = await page.evaluate(() => fetch("/bff-api/config/all.json?lang=en").then((answer) => `status ${answer.status}`, () => "failed"))
    expect(api).toBe("failed")
  } finally {
    await page.context().setOffline(false)
  }
})
