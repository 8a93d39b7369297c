import type { ComponentType } from "react"
import { useEffect } from "react"
import { Navigate } from "../../commands/shell/commands"
import { promotionRedirectOf } from "../../domain/promotions/routePairs"
import { usePromotions } from "./usePromotions"

/**
 * A page at one of the promotions' addresses (SPEC.md 2.7) that may have moved: a click inside the app lands where a
 * full page load's HTTP redirect would (the same rules, src/domain/promotions/routePairs.ts), replacing the address;
 * otherwise the page shows.
 */
export const withPromotionRedirect = (Page: ComponentType): ComponentType => {
  const Redirecting = () => {
    const { dispatch, location, settings } = usePromotions()
    const target = promotionRedirectOf(location.path, location.search, settings)?.location
    useEffect(() => {
      if (target !== undefined) void dispatch(new Navigate({ to: target, mode: "replace" }))
    }, [target, dispatch])
    return target === undefined ? <Page /> : null
  }
  return Redirecting
}
