import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { DismissOneTap, LoadOneTap, OpenOneTap } from "../../../commands/session/socialCommands"
import { DEFAULT_CURRENCY_ID, REGISTRATION_CURRENCIES } from "../../../domain/session/registration"
import { useDispatch, useStore } from "../../AppContext"
import { useSessionTexts } from "../authTexts"
import "../../kit/field.css"
import "./social.css"
import { buttonClass } from "../../kit/Button"

/**
 * The one-tap prompt guests see (SPEC.md 5): a small panel in the corner offering to sign in with the one-tap
 * provider (here the server's sandbox, in a popup, where Google's prompt would be). A new player is registered in
 * the chosen currency; the panel can be closed for the rest of the visit.
 */
export const OneTapPrompt = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const state = useStore().oneTap.value
  const [currencyId, setCurrencyId] = useState(DEFAULT_CURRENCY_ID)

  useEffect(() => {
    if (state.status === "unknown") void dispatch(new LoadOneTap({}))
  }, [state.status, dispatch])

  if (state.status === "unknown" || state.status === "unavailable" || state.status === "dismissed" || state.status === "secondStep") return null
  return (
    <aside className="one-tap" aria-label={t("oneTap.label")} data-testid="one-tap">
      <button type="button" className="one-tap__close" aria-label={t("oneTap.close")} onClick={() => void dispatch(new DismissOneTap({}))}>
        ×
      </button>
      <p className="one-tap__title">{t("oneTap.title")}</p>
      <label className="one-tap__currency">
        <span>{t("oneTap.currency")}</span>
        <select className="field__input one-tap__select" value={currencyId} onChange={(event) => setCurrencyId(Number(event.target.value))}>
          {REGISTRATION_CURRENCIES.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.iso}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={buttonClass("primary", "one-tap__continue")}
        disabled={state.status === "signingIn"}
        onClick={() => void dispatch(new OpenOneTap({ currencyId }))}
      >
        {state.status === "signingIn" ? t("oneTap.signingIn") : t("oneTap.continue")}
      </button>
      {state.status === "prompting" ? <p className="one-tap__hint">{t("oneTap.waiting")}</p> : null}
      {state.status === "failed" ? (
        <p className="auth-form__error" role="alert">
          {t("oneTap.failed")}
        </p>
      ) : null}
    </aside>
  )
}
