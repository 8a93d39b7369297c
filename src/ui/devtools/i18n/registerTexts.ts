import type { i18n } from "i18next"
import { en } from "./en"
import { ru } from "./ru"

/**
 * Adds the devtools namespace to the app's i18next instance. Called by the devtools page, so these texts travel
 * in the devtools chunk and a production build (which has no such chunk) never carries them.
 */
export const registerDevtoolsTexts = (instance: i18n): void => {
  for (const [lng, texts] of [["en", en], ["ru", ru]] as const) {
    if (!instance.hasResourceBundle(lng, "devtools")) instance.addResourceBundle(lng, "devtools", texts)
  }
}
