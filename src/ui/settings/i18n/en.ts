/**
 * English texts of the `settings` area: the theme switch.
 */
export const en = {
  theme: {
    toDark: "Dark theme",
    toLight: "Light theme",
    label: "Switch colour theme"
  }
}

export type SettingsTexts = typeof en
