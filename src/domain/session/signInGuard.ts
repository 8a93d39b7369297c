import { isPlayerOnlyRoute } from "./authRedirects"
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
