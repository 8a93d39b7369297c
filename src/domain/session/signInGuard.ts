import { afterLogin, isGuestOnlyPage, isPlayerOnlyRoute, type RedirectSources } from "./authRedirects"
import { withLanguage } from "../shell/languageRoute"
import type { LanguageCode } from "../shell/language"

/** SPEC.md 2.1: the return-url query the sign-in follows once (authHandlers' RETURN_URL_PARAM). */
export const GUARD_RETURN_PARAM = "returnUrl"

/**
 * SPEC.md 6: a guest on a personal-office page goes home with the login dropdown open, and the page comes back after
 * sign-in through the return URL (stored encoded in the query). Undefined when the route is not the guest's to leave:
 * not a player-only route, or someone who is not (yet) known to be a guest.
 */
export const signInDetour = (route: { readonly path: string; readonly search: string }, status: "unknown" | "guest" | "player" | "failed", lng: LanguageCode): string | undefined => {
  if (status !== "guest" || !isPlayerOnlyRoute(route.path)) return undefined
  return withLanguage(lng, "/", `?${GUARD_RETURN_PARAM}=${encodeURIComponent(`${route.path}${route.search}`)}`)
}

/**
 * The mirror of signInDetour: a signed-in player on a page only for guests (registration, sign-in, password recovery)
 * goes where signing in would have sent them (the return URL, else the page they came from, else home). Undefined
 * when the route is not theirs to leave: a guest's or someone not (yet) known, or another page.
 */
export const guestPageDetour = (route: { readonly path: string }, status: "unknown" | "guest" | "player" | "failed", sources: RedirectSources): string | undefined =>
  status === "player" && isGuestOnlyPage(route.path) ? afterLogin(sources) : undefined
