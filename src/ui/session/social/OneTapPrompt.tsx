import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef, useState } from "react"
import { DismissOneTap, LoadOneTap, OpenOneTap } from "../../../commands/session/socialCommands"
import { DEFAULT_CURRENCY_ID, REGISTRATION_CURRENCIES } from "../../../domain/session/registration"
import { useDispatch, useStore } from "../../AppContext"
import { useHeightOnDocument } from "../../hooks/useHeightOnDocument"
import { useSessionTexts } from "../authTexts"
import "../../kit/field.css"
import "./social.css"
import { buttonClass } from "../../kit/Button"

/**
 * The one-tap prompt guests see (SPEC.md 5): a bar above the header offering to sign in with the one-tap provider (here
 * the server's sandbox, in a popup, where Google's prompt would be). A new player is registered in the chosen currency;
 * the bar can be closed for the rest of the visit. Its height is kept on the document, so the sticky slip ends above
 * the dock even while the bar pushes the page down.
 */
export const OneTapPrompt = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const state = useStore().oneTap.value
  const [currencyId, setCurrencyId] = useState(DEFAULT_CURRENCY_ID)
  const bar = useRef<HTMLElement>(null)
  const shown = !(state.status === "unknown" || state.status === "unavailable" || state.status === "dismissed" || state.status === "secondStep")
  useHeightOnDocument(bar, "--one-tap-height", shown)

  useEffect(() => {
    if (state.status === "unknown") void dispatch(new LoadOneTap({}))
  }, [state.status, dispatch])

  if (!shown) return null
  return (
    <aside ref={bar} className="one-tap" aria-label={t("oneTap.label")} data-testid="one-tap">
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
