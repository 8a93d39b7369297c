import { useSignals } from "@preact/signals-react/runtime"
import { HashMap, Option } from "effect"
import { useState } from "react"
import { CashOutCoupon, EditBet, SetAutoCashOut } from "../../commands/coupon/commands"
import type { PlacedCoupon } from "../../domain/api/coupon"
import { formatOddsByView } from "../../domain/sports/oddsFormats"
import { eventTitle } from "../../domain/sports/outright"
import { formatMoney } from "../kit/formatMoney"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { MoneyInput } from "../kit/MoneyInput"
import { stakeRefusalText } from "./stakeRefusalText"
import { buttonClass } from "../kit/Button"
import "../kit/field.css"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

const DIGITS = 2

/**
 * An open coupon's cash-out in the history: "Cash out RUB X" with a confirmation, a partial amount (slider and
 * field), the automatic cash-out value, and "Edit bet" (keep or remove its bets, add the slip's selections, an extra
 * stake). The value is the server's latest quote; the server prices it again when asked.
 */
export const CashOutBlock = ({ t, coupon, lng, coefViewId }: { readonly t: T; readonly coupon: PlacedCoupon; readonly lng: string; readonly coefViewId: number }) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const [confirming, setConfirming] = useState(false)
  const [partial, setPartial] = useState(0)
  const [auto, setAuto] = useState(0)
  const [editing, setEditing] = useState(false)
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set())
  const [extra, setExtra] = useState(0)
  const [busy, setBusy] = useState(false)
  const state = store.cashOut.value
  const quote = state.quotes[String(coupon.id)]
  const money = (minor: number) => formatMoney(minor, { iso: coupon.currency, minorDigits: DIGITS }, lng)
  const run = async (command: CashOutCoupon | SetAutoCashOut | EditBet) => {
    setBusy(true)
    try {
      await dispatch(command)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  const done = state.done?.couponId === coupon.id ? state.done : null
  const refused = state.refused?.couponId === coupon.id ? state.refused : null
  const notes = (
    <>
      {done === null ? null : (
        <p className="cash-out__note" role="status" data-testid="cash-out-done">
          {done.edited === null ? t("cashOut.done", { amount: money(done.paid) }) : t("cashOut.edited", { id: done.edited.id, amount: money(done.edited.stake) })}
        </p>
      )}
      {refused === null ? null : (
        <p className="cash-out__note cash-out__note--refused" role="alert" data-testid="cash-out-refused">
          {refused.code !== null && refused.code >= 30 && refused.code <= 33 ? t(`cashOut.refused.${String(refused.code) as "30"}`) : t("cashOut.refused.other")}
        </p>
      )}
    </>
  )
  if (coupon.status !== "open" || quote === undefined) return done === null ? null : <div className="cash-out">{notes}</div>
  if (quote.value === null || quote.reason !== null) {
    return (
      <div className="cash-out" data-testid="cash-out">
        <p className="muted cash-out__unavailable" data-testid="cash-out-unavailable">
          {t(`cashOut.unavailable.${quote.reason ?? "nothing"}`)}
        </p>
        {notes}
      </div>
    )
  }
  const value = quote.value
  const partialMax = value - 1
  const slip = store.coupon.value.bets.filter((bet) => !coupon.legs.some((leg) => leg.id === bet.market.id))
  const priceNow = (id: string, placed: number) => Option.match(HashMap.get(store.sportsPrices.value, id), { onNone: () => placed, onSome: (price) => price.price })
  const editedBets = [
    ...coupon.legs.filter((leg) => !removed.has(leg.id)).map((leg) => ({ id: leg.id, coef: priceNow(leg.id, leg.coef), blockId: 0, banker: false })),
    ...slip.filter((bet) => added.has(bet.market.id)).map((bet) => ({ id: bet.market.id, coef: bet.market.coef, blockId: 0, banker: false }))
  ]
  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set)
    if (!next.delete(id)) next.add(id)
    return next
  }
  return (
    <div className="cash-out" data-testid="cash-out">
      <div className="cash-out__row">
        {confirming ? (
          <>
            <span>{t("cashOut.confirm", { amount: money(value) })}</span>
            <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void run(new CashOutCoupon({ couponId: coupon.id, seen: value, amount: null }))}>
              {t("cashOut.confirmButton")}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
              {t("cashOut.cancel")}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={buttonClass("primary")} data-testid="cash-out-button" disabled={busy} onClick={() => setConfirming(true)}>
              {t("cashOut.button", { amount: money(value) })}
            </button>
            <button type="button" className={buttonClass("secondary")} data-testid="edit-bet-button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              {t("cashOut.edit")}
            </button>
          </>
        )}
      </div>
      {partialMax < 1 ? null : (
        <div className="cash-out__row">
          <label className="cash-out__field">
            <span className="field__label">{t("cashOut.partialLabel")}</span>
            <input
              type="range"
              className="cash-out__slider"
              min={1}
              max={partialMax}
              value={Math.min(Math.max(partial, 1), partialMax)}
              aria-label={t("cashOut.partialLabel")}
              onChange={(e) => setPartial(Number(e.target.value))}
            />
          </label>
          <MoneyInput field="cashOutPartial" label={t("cashOut.partialLabel")} amount={partial} digits={DIGITS} describeRefusal={(refusal) => stakeRefusalText(t, refusal, coupon.currency)} onAmount={setPartial} />
          <button
            type="button"
            className={buttonClass("secondary")}
            data-testid="cash-out-partial"
            disabled={busy || partial < 1 || partial > partialMax}
            onClick={() => void run(new CashOutCoupon({ couponId: coupon.id, seen: value, amount: partial }))}
          >
            {t("cashOut.partialButton")}
          </button>
          <span className="muted cash-out__hint">{t("cashOut.partialHint", { max: money(partialMax) })}</span>
        </div>
      )}
      <div className="cash-out__row">
        <span className="field__label">{t("cashOut.autoLabel")}</span>
        <MoneyInput field="cashOutAuto" label={t("cashOut.autoLabel")} amount={auto} digits={DIGITS} describeRefusal={(refusal) => stakeRefusalText(t, refusal, coupon.currency)} onAmount={setAuto} />
        <button type="button" className={buttonClass("secondary")} data-testid="cash-out-auto" disabled={busy || auto < 1} onClick={() => void run(new SetAutoCashOut({ couponId: coupon.id, at: auto }))}>
          {t("cashOut.autoSet")}
        </button>
        {quote.autoAt === null ? null : (
          <>
            <span data-testid="cash-out-auto-set">{t("cashOut.autoIsSet", { amount: money(quote.autoAt) })}</span>
            <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => void run(new SetAutoCashOut({ couponId: coupon.id, at: null }))}>
              {t("cashOut.autoClear")}
            </button>
          </>
        )}
        {quote.cashedOut > 0 ? <span className="muted">{t("cashOut.paidPart", { amount: money(quote.cashedOut) })}</span> : null}
      </div>
      {editing ? (
        <fieldset className="cash-out__edit" data-testid="edit-bet">
          <legend>{t("cashOut.editTitle")}</legend>
          {coupon.legs.map((leg) => (
            <label key={leg.id} className="cash-out__leg">
              <input type="checkbox" checked={!removed.has(leg.id)} onChange={() => setRemoved(toggle(removed, leg.id))} />
              <span>
                {t("cashOut.keep")}: {eventTitle(leg)} · {formatOddsByView(leg.coef, coefViewId)}
              </span>
            </label>
          ))}
          {slip.length === 0 ? (
            <p className="muted">{t("cashOut.noSlipBets")}</p>
          ) : (
            slip.map((bet) => (
              <label key={bet.market.id} className="cash-out__leg">
                <input type="checkbox" checked={added.has(bet.market.id)} onChange={() => setAdded(toggle(added, bet.market.id))} />
                <span>
                  {t("cashOut.add")}: {bet.home} – {bet.away} · {formatOddsByView(bet.market.coef, coefViewId)}
                </span>
              </label>
            ))
          )}
          <div className="cash-out__row">
            <span className="field__label">{t("cashOut.extraLabel")}</span>
            <MoneyInput field="editExtra" label={t("cashOut.extraLabel")} amount={extra} digits={DIGITS} describeRefusal={(refusal) => stakeRefusalText(t, refusal, coupon.currency)} onAmount={setExtra} />
            <button
              type="button"
              className={buttonClass("primary")}
              data-testid="edit-bet-confirm"
              disabled={busy || editedBets.length === 0}
              onClick={() => void run(new EditBet({ couponId: coupon.id, seen: value, extraStake: extra, bets: editedBets })).then(() => setEditing(false))}
            >
              {t("cashOut.editConfirm", { amount: money(value + extra) })}
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => setEditing(false)}>
              {t("cashOut.editCancel")}
            </button>
          </div>
        </fieldset>
      ) : null}
      {notes}
    </div>
  )
}
