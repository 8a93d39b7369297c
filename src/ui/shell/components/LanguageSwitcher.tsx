import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { ChangeLanguage } from "../../../commands/shell/commands"
import { usableLanguages } from "../../../domain/shell/language"
import { isAuthenticated } from "../../../projections/session/session"
import { useDispatch, useStore } from "../../AppContext"
import { languageName } from "../../i18n/languageNames"
import { GlobeIcon } from "../../kit/icons"

/**
 * The languages this visitor may use (hidden ones only when signed in, SPEC.md 2.1), each named in itself.
 * Picking one dispatches ChangeLanguage: the app remembers it in the cookie and shows the same page in it.
 */
export const LanguageSwitcher = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const config = store.siteConfig.value.config
  const current = store.language.value.current
  const authenticated = isAuthenticated(store.session.value)
  if (config === null || current === null) return null
  const languages = usableLanguages(config.languages, authenticated)
  return (
    <label className="lang-switcher">
      <GlobeIcon />
      <span className="visually-hidden">{t("header.language")}</span>
      <select
        className="lang-switcher__select"
        value={current}
        onChange={(event) => void dispatch(new ChangeLanguage({ lng: event.target.value }))}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageName(lng)}
          </option>
        ))}
      </select>
    </label>
  )
}
