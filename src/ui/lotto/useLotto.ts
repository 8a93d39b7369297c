import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadLottoGames } from "../../commands/lotto/commands"
import { activeAccount } from "../../projections/account/selectors"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useLottoTexts = () => useAreaTexts("lotto", { en, ru })

/** The page's language, whether a player is signed in, lotto's state (the games loaded once) and money of the active account. */
export const useLotto = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.lotto.value
  useEffect(() => {
    if (state.status === "idle") void dispatch(new LoadLottoGames({}))
  }, [state.status, dispatch])
  const active = activeAccount(store.accounts.value)
  /** Minor units as money of the active account's currency (a guest's: as a plain amount of two decimals). */
  const money = (minor: number) => (active === undefined ? (minor / 100).toFixed(2) : formatMoney(minor, active, lng))
  const time = (ms: number) => new Date(ms).toLocaleTimeString(lng, { hour: "2-digit", minute: "2-digit" })
  return { lng, isPlayer, state, money, time, dispatch }
}
