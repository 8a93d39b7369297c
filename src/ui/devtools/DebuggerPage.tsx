import { useTranslation } from "react-i18next"
import { addAreaTexts } from "../i18n/areaTexts"
import { DevtoolsPanel } from "./DevtoolsPanel"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./devtools.css"

/**
 * SPEC.md 2.8, non-production only: the devtools panel over this tab's event log or an imported one. Its texts
 * and styles are registered here, so they load with this chunk and never with the first route.
 */
export const DebuggerPage = () => {
  const { i18n } = useTranslation()
  addAreaTexts(i18n, "devtools", { en, ru })
  return <DevtoolsPage />
}

/** Rendered only once the devtools namespace is registered, so its first render already has the texts. */
const DevtoolsPage = () => {
  const { t } = useTranslation("devtools")
  return (
    <div className="container devtools">
      <header className="devtools__head">
        <h1>{t("heading")}</h1>
        <p className="muted">{t("intro")}</p>
      </header>
      <DevtoolsPanel />
    </div>
  )
}
