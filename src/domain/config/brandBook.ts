import type { BrandBookEntry } from "./siteConfig"

/**
 * The partner's brand book (SPEC.md 3 "partnerCssBrandBook (css_prop, css_value pairs)", 9 "Brand-book CSS pixel
 * values convert to em by dividing by 16"): each pair becomes a CSS custom property on the document, overriding the
 * theme's token of that name (`--brand`, `--radius`, ...), with every pixel length turned into em so the partner's
 * sizes scale with the reader's font size.
 *
 * The config is the operator's, but it reaches every visitor's page: a pair that is not a plain custom property and
 * value (a declaration break, a block, an escape, a url() that would fetch from elsewhere) is dropped, not applied.
 */

export interface BrandBookDeclaration {
  readonly property: string
  readonly value: string
}

export const PX_PER_EM = 16

const PROPERTY = /^--[a-z0-9][a-z0-9-]{0,63}$/i
const MAX_VALUE_LENGTH = 200
const UNSAFE_VALUE = /[;{}<>\\"'`\u0000-\u001f\u007f]|url\s*\(|expression\s*\(|@import/i
/** A number followed by px, not part of a longer word or number ("1px", "-2.5px", ".5px"; not "a1px"). */
const PIXELS = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))px\b/gi

/** A length in em with no float noise: 0.3125, not 0.31250000000000006 (sixteenths are exact in binary anyway). */
const emOf = (pixels: number): string => `${Number((pixels / PX_PER_EM).toFixed(6))}em`

export const pxToEm = (value: string): string => value.replace(PIXELS, (_, before: string, number: string) => `${before}${emOf(Number(number))}`)

/** The declarations to apply, in the config's order; a property named twice takes its last value, as CSS would. */
export const brandBookDeclarations = (entries: ReadonlyArray<typeof BrandBookEntry.Type>): ReadonlyArray<BrandBookDeclaration> => {
  const byProperty = new Map<string, string>()
  for (const entry of entries) {
    const name = entry.css_prop.trim()
    const property = name.startsWith("--") ? name : `--${name}`
    const value = entry.css_value.trim()
    if (!PROPERTY.test(property) || value === "" || value.length > MAX_VALUE_LENGTH || UNSAFE_VALUE.test(value)) continue
    byProperty.delete(property)
    byProperty.set(property, pxToEm(value))
  }
  return [...byProperty].map(([property, value]) => ({ property, value }))
}
