import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadLoyalty } from "../../commands/promo/loyaltyCommands"
import { formatMoney, minorDigitsOf } from "../../domain/account/money"
import { BONUS_FALLBACK_CURRENCY } from "../../domain/promo/bonuses"
import { useDispatch, useStore } from "../AppContext"

/**
 * The player's points as last read (read once a player is signed in), money in their main currency (the catalogue's
 * fallback currency for a guest) and dates in the page's language.
 */
export const useLoyalty = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.loyalty.value
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadLoyalty({}))
  }, [isPlayer, state.status, dispatch])
  const currency = state.answer?.currency ?? BONUS_FALLBACK_CURRENCY
  const money = (minor: number, iso: string = currency) => formatMoney(minor, { iso, minorDigits: minorDigitsOf(iso) }, lng)
  const count = (n: number) => new Intl.NumberFormat(lng).format(n)
  /** Odds as the line writes them: two decimals. */
  const coef = (n: number) => new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
  const date = (ms: number) => new Date(ms).toLocaleString(lng, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
  return { lng, isPlayer, state, currency, money, count, coef, date, dispatch, reload: () => void dispatch(new LoadLoyalty({})) }
}
