import { useAreaTexts } from "../../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/** The play area's texts (namespace `play`), loaded with its chunks. */
export const usePlayTexts = () => useAreaTexts("play", { en, ru })

/** A game's name in the page's language; the catalogue id where this area has no name for it yet. */
export const useGameName = () => {
  const { t, i18n } = usePlayTexts()
  return (gameId: string): string => (i18n.exists(`games.${gameId}`, { ns: "play" }) ? t(`games.${gameId}` as "games.dice") : gameId)
}
