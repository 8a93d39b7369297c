import type { HttpServerRequest } from "@effect/platform"
import { siteConfigPath } from "../../../src/domain/api/config"
import { type LanguageCode, startupLanguage } from "../../../src/domain/shell/language"
import { splitLanguageSegment } from "../../../src/domain/shell/languageRoute"
import { pathnameOf } from "./requestPath"

/** The cookie the client keeps the chosen language in (src/adapters/Cookies.ts). */
const LANGUAGE_COOKIE = "lng"

/** "da, en-GB;q=0.8, en;q=0.7" -> ["da", "en-GB", "en"]: by preference, as navigator.languages lists them. */
export const acceptedLanguages = (header: string | undefined): ReadonlyArray<string> =>
  (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim())
      const q = params.find((param) => param.startsWith("q="))
      return { tag, q: q === undefined ? 1 : Number(q.slice(2)), index }
    })
    .filter(({ q, tag }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)

/**
 * The served index.html with a preload of the site config in the language the client will ask it in, so the
 * request starts while the bundle is still loading (issue 5, "a lean first route"). The language is guessed with
 * the client's own rule, startupLanguage (src/domain), from the same inputs the client has: the path, the `lng`
 * cookie and the browser's languages (Accept-Language), so the URL matches the client's fetch exactly and the
 * browser hands it the preloaded answer. `crossorigin="anonymous"` matches fetch()'s default credentials mode.
 * The page is otherwise left byte for byte as built.
 */
export const preloadLanguage = (request: HttpServerRequest.HttpServerRequest): LanguageCode =>
  startupLanguage(splitLanguageSegment(pathnameOf(request.url)).segment, {
    cookie: request.cookies[LANGUAGE_COOKIE],
    browser: acceptedLanguages(request.headers["accept-language"])
  })

export const pageWithPreload = (html: string, lang: LanguageCode): string => {
  const link = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${siteConfigPath(lang)}">`
  return html.replace(/<head[^>]*>/i, (head) => `${head}${link}`)
}
