import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadCashback } from "../../commands/promo/cashbackCommands"
import { formatMoney, minorDigitsOf } from "../../domain/account/money"
import type { CashbackProgramme } from "../../domain/promo/cashback"
import { useDispatch, useStore } from "../AppContext"

/** A cashback programme's page state (read once a player is signed in), money in its currency and dates in UTC, as its weeks are. */
export const useCashback = (programme: CashbackProgramme) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const state = store.cashback.value[programme]
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadCashback({ programme }))
  }, [isPlayer, state.status, dispatch, programme])
  const currency = state.answer?.terms.currency ?? "RUB"
  const money = (minor: number) => formatMoney(minor, { iso: currency, minorDigits: minorDigitsOf(currency) }, lng)
  const date = (ms: number) => new Date(ms).toLocaleDateString(lng, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })
  return { lng, state, money, date, dispatch, reload: () => void dispatch(new LoadCashback({ programme })) }
}
