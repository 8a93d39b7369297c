import type { DevtoolsTexts } from "../devtools/i18n/en"
import type { Texts } from "./en"

/** Typed keys for t(): a misspelt key is a compile error, not a raw key on screen. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation"
    resources: { translation: Texts; devtools: DevtoolsTexts }
    returnNull: false
  }
}
