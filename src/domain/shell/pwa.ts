/**
 * The installable web app (SPEC.md 7 "Service worker from /pwa-sw.js ... manifest /manifest.json", 3 "Site config:
 * isPwa, pwaManifest themeColor", 9 "Icons: Apple touch sizes ... iOS 14 or below uses the precomposed icon").
 */

export const MANIFEST_PATH = "/manifest.json"
export const SERVICE_WORKER_PATH = "/pwa-sw.js"

export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const
export type IconSize = (typeof APPLE_TOUCH_ICON_SIZES)[number]

export const iconPath = (size: IconSize): string => `/icons/icon-${size}.png`

/** The colour the manifest and the browser's toolbar fall back to when the config's is not a CSS hex colour. */
export const DEFAULT_THEME_COLOR = "#0b3d2e"

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** The config's theme colour when it is a hex colour (the only form every manifest reader takes), else the default. */
export const themeColorOf = (configured: string): string => (HEX_COLOR.test(configured.trim()) ? configured.trim() : DEFAULT_THEME_COLOR)

export interface WebAppManifest {
  readonly name: string
  readonly short_name: string
  readonly id: string
  readonly start_url: string
  readonly scope: string
  readonly display: "standalone"
  readonly theme_color: string
  readonly background_color: string
  readonly icons: ReadonlyArray<{ readonly src: string; readonly sizes: string; readonly type: "image/png"; readonly purpose: "any" }>
}

/** The page background behind the icon while the installed app starts (the site's light surface). */
const BACKGROUND_COLOR = "#f5f7f6"

/** A home-screen name: browsers cut short names past about 12 characters. */
const SHORT_NAME_LENGTH = 12

export const webAppManifest = (site: { readonly companyName: string; readonly themeColor: string }): WebAppManifest => {
  const name = site.companyName.trim() === "" ? "Oddsfold" : site.companyName.trim()
  return {
    name,
    short_name: [...name].slice(0, SHORT_NAME_LENGTH).join(""),
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColorOf(site.themeColor),
    background_color: BACKGROUND_COLOR,
    icons: APPLE_TOUCH_ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" }))
  }
}

/**
 * The iOS major version an iPhone, iPad or iPod user agent names ("CPU iPhone OS 14_2 like Mac OS X", "CPU OS 13_3
 * like Mac OS X"), or null for any other browser (an iPad asking for the desktop site says "Macintosh": it is not iOS
 * by this rule, and is a current Safari anyway).
 */
export const iosMajorVersion = (userAgent: string): number | null => {
  if (!/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return null
  const match = /\bOS (\d{1,2})[_.]\d/.exec(userAgent)
  return match === null ? null : Number(match[1])
}

/** Safari on iOS 14 or below adds its own gloss to a plain touch icon: it gets the precomposed one. */
export const appleTouchIconRel = (userAgent: string): "apple-touch-icon" | "apple-touch-icon-precomposed" => {
  const ios = iosMajorVersion(userAgent)
  return ios !== null && ios <= 14 ? "apple-touch-icon-precomposed" : "apple-touch-icon"
}
