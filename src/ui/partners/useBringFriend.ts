import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadBringFriend } from "../../commands/partners/commands"
import { formatMoney, minorDigitsOf } from "../../domain/account/money"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const usePartnersTexts = () => useAreaTexts("partners", { en, ru })

/** The page's language, the friends as last read (read once a player is signed in) and money in a named currency. */
export const useBringFriend = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.bringFriend.value
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadBringFriend({}))
  }, [isPlayer, state.status, dispatch])
  const money = (minor: number, currency: string) => formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, lng)
  const date = (ms: number) => new Date(ms).toLocaleDateString(lng, { year: "numeric", month: "short", day: "numeric" })
  return { lng, state, money, date, reload: () => void dispatch(new LoadBringFriend({})) }
}
