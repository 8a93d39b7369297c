import { isApiPath } from "../../../domain/api/shared"
import { Navigate } from "../../../commands/shell/commands"
import type { App } from "../../../commands/startup"

/**
 * Plain `<a href="/en/...">` elements (texts from config or translations, markup we do not render through
 * wouter's Link) would make the browser load the whole page again. A click on one that stays on this site is
 * turned into a Navigate command instead. Returns the function that removes the listener.
 */
export const interceptAnchors = (app: App, root: Document = document): (() => void) => {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return // new tab / window / download
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null
    if (!(anchor instanceof HTMLAnchorElement)) return
    const to = inAppTarget(anchor, root.location)
    if (to === undefined) return
    event.preventDefault()
    void app.bus.dispatch(new Navigate({ to, mode: "push" }), "user")
  }
  root.addEventListener("click", onClick)
  return () => root.removeEventListener("click", onClick)
}

/** The path and query an anchor leads to when following it should stay inside the app, else undefined. */
export const inAppTarget = (
  anchor: HTMLAnchorElement,
  here: { readonly origin: string; readonly pathname: string; readonly search: string }
): string | undefined => {
  if (anchor.hasAttribute("download")) return undefined
  const target = anchor.getAttribute("target")
  if (target !== null && target !== "" && target !== "_self") return undefined
  if (anchor.getAttribute("rel")?.split(/\s+/).includes("external") === true) return undefined
  let url: URL
  try {
    url = new URL(anchor.href, here.origin)
  } catch {
    return undefined
  }
  if (url.origin !== here.origin) return undefined
  // A link to a file (an asset, the OpenAPI document) or to the API is not a page of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname) || isApiPath(url.pathname)) return undefined
  // Same page, only a fragment: let the browser scroll.
  if (url.hash !== "" && url.pathname === here.pathname && url.search === here.search) return undefined
  return `${url.pathname}${url.search}`
}
