import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/** The session area's texts, registered with the sign-in chunk that uses them. */
export const useSessionTexts = () => useAreaTexts("session", { en, ru })
