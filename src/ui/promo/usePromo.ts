import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadBonuses } from "../../commands/promo/commands"
import { formatMoney, minorDigitsOf } from "../../domain/account/money"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const usePromoTexts = () => useAreaTexts("promo", { en, ru })

/** The page's language, the bonuses as last read (read once a player is signed in) and money in the bonuses' currency. */
export const usePromo = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.promo.value
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadBonuses({}))
  }, [isPlayer, state.status, dispatch])
  const currency = state.answer?.currency ?? "RUB"
  const money = (minor: number) => formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, lng)
  const date = (ms: number) => new Date(ms).toLocaleDateString(lng, { year: "numeric", month: "short", day: "numeric" })
  return { lng, isPlayer, state, money, date, dispatch, reload: () => void dispatch(new LoadBonuses({})) }
}
