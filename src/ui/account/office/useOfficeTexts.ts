import { useAreaTexts } from "../../i18n/areaTexts"
import { en } from "../i18n/en"
import { ru } from "../i18n/ru"

/** The account area's texts, for the office pages (keys under `office.`). */
export const useOfficeTexts = () => useAreaTexts("account", { en, ru })
export type OfficeT = ReturnType<typeof useOfficeTexts>["t"]
