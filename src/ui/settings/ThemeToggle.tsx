import { useSignals } from "@preact/signals-react/runtime"
import { ChangeSettings } from "../../commands/settings/commands"
import { themeOf } from "../../domain/settings/globalSettings"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { MoonIcon, SunIcon } from "../kit/icons"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/** Light/dark switch: settings.appTheme through ChangeSettings; the app persists settings in local storage. */
export const ThemeToggle = () => {
  useSignals()
  const { t } = useAreaTexts("settings", { en, ru })
  const dispatch = useDispatch()
  const dark = themeOf(useStore().settings.value) === "dark"
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      title={t("theme.label")}
      onClick={() => void dispatch(new ChangeSettings({ patch: { appTheme: dark ? 0 : 1 } }))}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span>{dark ? t("theme.toLight") : t("theme.toDark")}</span>
    </button>
  )
}
