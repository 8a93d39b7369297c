import { createHash } from "node:crypto"

/**
 * The browser security headers every answer carries. Documents (the client's index.html, /docs) get a
 * Content-Security-Policy made for them (documentPolicy); every other answer gets the strictest one, since a
 * JSON or a script file is never meant to be rendered as a page.
 */

/** Nothing may be loaded or framed by a response that is not a page. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * The installable app's service worker (SPEC.md 7): a worker runs under the policy its own script came with, and this
 * one loads its library from this origin (importScripts) and fetches the shell's files from it to cache them; nothing
 * else, and from nowhere else.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** One year, as browsers' preload lists ask; only ever sent over TLS. */
const HSTS = "max-age=31536000; includeSubDomains"

export const securityHeaders = (https: boolean): Readonly<Record<string, string>> => ({
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  ...(https ? { "strict-transport-security": HSTS } : {})
})

const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The contents of the page's inline <script> (without src, and not a data block) and <style> elements. */
const inlineBlocks = (html: string) => {
  const scripts: Array<string> = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ""
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue
    scripts.push(match[2] ?? "")
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "")
  return { scripts, styles }
}

/**
 * A strict policy for one page: scripts from this origin only, plus the page's own inline scripts by hash (no
 * 'unsafe-inline' for scripts, ever); its inline <style> elements by hash. Style attributes stay allowed
 * (style-src-attr): React writes styles through the DOM, which CSP does not govern, but libraries that render
 * markup with style="" would otherwise break, and a style attribute cannot run code.
 */
export const documentPolicy = (html: string, options: { readonly scriptedStyles?: boolean } = {}): string => {
  const { scripts, styles } = inlineBlocks(html)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts.map(sha256)].join(" "),
    // A page whose scripts insert <style> elements (the API reference at /docs) needs inline styles.
    options.scriptedStyles === true ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...styles.map(sha256)].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join("; ")
}
