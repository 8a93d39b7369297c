import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { ChangeSettings } from "../../commands/settings/commands"
import { themeOf } from "../../domain/settings/globalSettings"
import { useDispatch, useStore } from "../AppContext"
import { MoonIcon, SunIcon } from "../shell/components/icons"

/** Light/dark switch: settings.appTheme through ChangeSettings; the app persists settings in local storage. */
export const ThemeToggle = () => {
  useSignals()
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const dark = themeOf(useStore().settings.value) === "dark"
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      title={t("header.themeLabel")}
      onClick={() => void dispatch(new ChangeSettings({ patch: { appTheme: dark ? 0 : 1 } }))}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span>{dark ? t("header.themeToLight") : t("header.themeToDark")}</span>
    </button>
  )
}
