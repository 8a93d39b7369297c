// The home-screen icons of the web app manifest and the Apple touch links (SPEC.md 9's sizes), drawn from
// public/favicon.svg by Chromium at each size so the PNGs are the vector icon, not a scaled bitmap. Run once when the
// brand's icon changes (`node --import tsx scripts/makeIcons.mjs`); the PNGs are committed, so neither the build nor a fresh
// machine needs a browser or an image library for them.
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const { APPLE_TOUCH_ICON_SIZES, iconPath } = await import("../src/domain/shell/pwa.ts")
const svg = readFileSync(`${ROOT}public/favicon.svg`, "utf8")

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" })
try {
  for (const size of APPLE_TOUCH_ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`)
    await page.locator("svg").screenshot({ path: `${ROOT}public${iconPath(size)}`, omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
