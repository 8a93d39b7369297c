import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { LoadConfig } from "../../commands/config/commands"
import { useApp, useDispatch } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { displayLanguage } from "../i18n/displayLanguage"
import { BrandMark } from "../kit/icons"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { buttonClass } from "../kit/Button"

/**
 * SPEC.md 8: the config could not be loaded after its retries. Without it the site cannot route or draw
 * anything of its own, so this screen stands alone and offers another try (the same LoadConfig, retried
 * by its handler again).
 */
export const NoSiteConfig = () => {
  useSignals()
  const { t } = useAreaTexts("config", { en, ru })
  const app = useApp()
  const dispatch = useDispatch()
  const [retrying, setRetrying] = useState(false)
  const lang = app.store.state.siteConfig.value.lang ?? displayLanguage(app.store)

  const retry = () => {
    setRetrying(true)
    void dispatch(new LoadConfig({ lang })).finally(() => setRetrying(false))
  }

  return (
    <div className="layout layout--standalone layout--blocked">
      <main id="content" className="standalone__card" role="alert">
        <article className="standalone">
          <span className="standalone__icon">
            <BrandMark size={40} />
          </span>
          <h1>{t("noConfig.title")}</h1>
          <p>{t("noConfig.text")}</p>
          <button type="button" className={buttonClass("primary")} onClick={retry} disabled={retrying} aria-busy={retrying}>
            {retrying ? t("noConfig.retrying") : t("noConfig.retry")}
          </button>
        </article>
      </main>
    </div>
  )
}
