import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadToto } from "../../commands/toto/commands"
import { minorDigitsOf } from "../../domain/account/money"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useTotoTexts = () => useAreaTexts("toto", { en, ru })

/** The page's language, whether a player is signed in, toto's state (the overview loaded once), money and time as the page writes them. */
export const useToto = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.toto.value
  useEffect(() => {
    if (state.status === "idle") void dispatch(new LoadToto({}))
  }, [state.status, dispatch])
  const currencyOf = (iso: string) => ({ iso, minorDigits: minorDigitsOf(iso) })
  /** Minor units of a draw's currency. */
  const money = (minor: number, iso: string) => formatMoney(minor, currencyOf(iso), lng)
  const time = (ms: number) => new Date(ms).toLocaleString(lng, { day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" })
  return { lng, isPlayer, state, money, currencyOf, time, dispatch }
}
