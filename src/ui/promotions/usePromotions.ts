import { useSignals } from "@preact/signals-react/runtime"
import type { PromotionLanguage } from "../../domain/api/promotions"
import { promotionRouteSettingsOf } from "../../domain/promotions/routePairs"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const usePromotionsTexts = () => useAreaTexts("promotions", { en, ru })

/** The page's language, the promotions read in it, the location, the route settings and company name of the site config. */
export const usePromotions = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng: PromotionLanguage = store.language.value.current === "ru" ? "ru" : "en"
  const state = store.promotions.value[lng]
  const location = store.location.value
  const settings = promotionRouteSettingsOf(store.siteConfig.value.config?.features ?? {})
  const company = store.siteConfig.value.config?.companyName ?? ""
  const date = (ms: number) => new Date(ms).toLocaleDateString(lng, { year: "numeric", month: "long", day: "numeric" })
  return { lng, state, location, settings, company, date, dispatch }
}
