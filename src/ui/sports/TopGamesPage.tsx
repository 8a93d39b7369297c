import { useSignals } from "@preact/signals-react/runtime"
import type { Section } from "../../domain/sports/feed"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * Games per list: the most the top call answers at once. The whole top line is hundreds of games (megabytes to
 * decode and fold: seconds before the page shows a row); the sections' pages keep the whole lists.
 */
const TOPGAME_PAGE_GAMES = 50

/**
 * SPEC.md 2.2 page type `topgame`: the book's top games, in play and then upcoming, the first TOPGAME_PAGE_GAMES of
 * each (live by interest, upcoming by start time; the home page shows 8), polled as the top lists are (SPEC.md 9: 10 s live, 60 s line).
 */
export const TopGamesPage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const lng = useStore().language.value.current ?? "en"
  // The bet slip beside the prices, as on the line (unless the player hid the right section).
  const slip = useStore().settings.value.rightSectionShown === 1
  return (
    <div className={`container sports page-variant${slip ? " sports--with-selections" : ""}`} data-page-type="topgame">
      <div className="sports__main">
        <div className="sports__bar">
          <OddsFormatSelect t={t} />
        </div>
        <h1 className="sports__heading">{t("pageTypes.topgame.title")}</h1>
        <div className="page-variant__columns">
          <TopColumn t={t} lng={lng} section="live" />
          <TopColumn t={t} lng={lng} section="line" />
        </div>
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

const TopColumn = ({ t, lng, section }: { readonly t: T; readonly lng: string; readonly section: Section }) => {
  const list = useWatch({ _tag: "top", section, limit: TOPGAME_PAGE_GAMES })
  const title = t(`pageTypes.topgame.${section}`)
  return (
    <section className="page-variant__column" aria-labelledby={`topgame-${section}`}>
      <h2 id={`topgame-${section}`} className="sports__subheading">
        {title}
      </h2>
      <GameList t={t} lng={lng} list={list} label={title} limit={TOPGAME_PAGE_GAMES} />
    </section>
  )
}
