import type { SettingsTexts } from "./en"

/** Russian texts of the `settings` area: every key of the English set (the type checker insists). */
export const ru: SettingsTexts = {
  theme: {
    toDark: "Тёмная тема",
    toLight: "Светлая тема",
    label: "Сменить цветовую тему"
  }
}
