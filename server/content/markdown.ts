import { marked } from "marked"
import sanitizeHtml from "sanitize-html"

/**
 * An operator's Markdown as the HTML a remote view's body carries: Markdown rendered by `marked`, then cut down by
 * `sanitize-html` to text markup only. No script, no style, no event handler attribute, no iframe, no form; links
 * only to http(s), mailto and the site's own pages (a relative link such as `contacts` becomes /{lng}/contacts, so
 * a page's links work at any depth); images only from https. Raw HTML in the Markdown meets the same rules.
 */

const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "em", "strong", "del", "s",
  "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td"
]

const sitePath = (href: string, lng: string): string | undefined => {
  if (/^(https?:|mailto:)/i.test(href)) return href
  if (href.startsWith("#")) return href
  // Any other scheme (javascript:, data:, vbscript:) or a protocol-relative address is dropped.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return undefined
  return href.startsWith("/") ? href : `/${lng}/${href}`
}

export const markdownToHtml = (markdown: string, lng: string): string => {
  const rendered = marked.parse(markdown, { async: false, gfm: true })
  return sanitizeHtml(rendered, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], th: ["align"], td: ["align"], code: ["class"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs["href"] === undefined ? undefined : sitePath(attribs["href"], lng)
        const { href: _given, ...rest } = attribs
        return { tagName, attribs: href === undefined ? rest : { ...rest, href } }
      }
    }
  }).trim()
}

/** Text for HTML element content or an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")
