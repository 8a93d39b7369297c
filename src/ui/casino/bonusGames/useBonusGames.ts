import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadBonusGames } from "../../../commands/casino/bonusGames/commands"
import { minorDigitsOf } from "../../../domain/account/money"
import { useDispatch, useStore } from "../../AppContext"
import { useAreaTexts } from "../../i18n/areaTexts"
import { formatMoney } from "../../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useBonusGamesTexts = () => useAreaTexts("bonusGames", { en, ru })

/** The page's language, the player's bonus games (loaded once per player) and money in the prize currency. */
export const useBonusGames = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.bonusGames.value
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadBonusGames({}))
  }, [isPlayer, state.status, dispatch])
  const currency = state.data?.currency ?? null
  const money = (minor: number) => (currency === null ? String(minor) : formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, lng))
  /** A prize written in multiples of the base, as money of the player's currency. */
  const prizeMoney = (multiple: number) => money(multiple * (state.data?.prizeBase ?? 0))
  return { lng, isPlayer, state, money, prizeMoney, dispatch }
}
