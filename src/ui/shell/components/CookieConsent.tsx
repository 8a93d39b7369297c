import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { AcceptConsent, ShowConsentView } from "../../../commands/consent/commands"
import { consentOptions } from "../../../domain/consent/cookieConsent"
import { useDispatch, useStore } from "../../AppContext"
import { useHeightOnDocument } from "../../hooks/useHeightOnDocument"
import { Button } from "../../kit/Button"
import "./cookieConsent.css"

/**
 * The cookie consent banner (SPEC.md 4): a bar at the bottom of the window until the player chooses. The main view
 * offers accept all or customize; the customize view lists the options (necessary always on and fixed, functionality,
 * marketing) and accepts the ones selected. While it shows, the page keeps room below its content for it and the
 * floating buttons stand above it, so it covers nothing a player needs.
 */
export const CookieConsent = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const { restored, type, view } = store.consent.value
  const shown = restored && type === null
  const bar = useRef<HTMLElement>(null)
  const [functionality, setFunctionality] = useState(false)
  const [marketing, setMarketing] = useState(false)

  useHeightOnDocument(bar, "--consent-height", shown)

  if (!shown) return null
  const accept = (f: boolean, m: boolean) => void dispatch(new AcceptConsent({ functionality: f, marketing: m }))
  const checked = { functionality, marketing }
  const set = { functionality: setFunctionality, marketing: setMarketing }

  return (
    <section ref={bar} className="consent" role="region" aria-label={t("consent.title")} data-view={view}>
      <div className="consent__inner">
        <div className="consent__text">
          <h2 className="consent__title">{t("consent.title")}</h2>
          <p className="consent__lead">{t("consent.lead")}</p>
        </div>
        {view === "customize" ? (
          <ul className="consent__options">
            {consentOptions(functionality, marketing).map((option) => (
              <li key={option.name} className="consent__option">
                <label className="consent__check">
                  <input
                    type="checkbox"
                    name={option.name}
                    checked={option.checked}
                    disabled={option.disabled}
                    onChange={option.name === "necessary" ? undefined : (event) => set[option.name as "functionality" | "marketing"](event.target.checked)}
                  />
                  <span className="consent__option-name">{t(`consent.options.${option.name}.name`)}</span>
                </label>
                <span className="consent__option-text">{t(`consent.options.${option.name}.description`)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="consent__actions">
          {view === "main" ? (
            <Button variant="secondary" onClick={() => void dispatch(new ShowConsentView({ view: "customize" }))}>
              {t("consent.customize")}
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={() => void dispatch(new ShowConsentView({ view: "main" }))}>
                {t("consent.back")}
              </Button>
              <Button variant="secondary" onClick={() => accept(checked.functionality, checked.marketing)}>
                {t("consent.acceptSelected")}
              </Button>
            </>
          )}
          <Button variant="primary" onClick={() => accept(true, true)}>
            {t("consent.acceptAll")}
          </Button>
        </div>
      </div>
    </section>
  )
}
