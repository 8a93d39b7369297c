import { useSignals } from "@preact/signals-react/runtime"
import { minorDigitsOf } from "../../domain/account/money"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useTournamentsTexts = () => useAreaTexts("tournaments", { en, ru })

/** The page's language, whether a player is signed in, the tournaments' state, and how money, points and times read. */
export const useTournaments = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.tournaments.value
  const money = (minor: number, currency: string) => formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, lng)
  /** Points are kept in hundredths. */
  const points = (hundredths: number) => new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)
  const date = (ms: number) => new Date(ms).toLocaleString(lng, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
  return { lng, isPlayer, state, money, points, date, dispatch }
}
