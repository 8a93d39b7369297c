import { useSignals } from "@preact/signals-react/runtime"
import type { Section } from "../../domain/sports/feed"
import { sportsPathOf } from "../../domain/sports/watch"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

/** How many top games each home list shows; the section's page has them all. */
const HOME_TOP_GAMES = 8

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The home page's line (SPEC.md 2.2 home): the top live games and the top upcoming ones, polled like the section
 * pages, and the bet slip beside them as on the line (a price clicked here goes into it) unless the player hid it.
 */
export const HomeTopGames = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const slip = store.settings.value.rightSectionShown === 1
  return (
    <div className={`home-top${slip ? " home-top--slip" : ""}`}>
      <TopList t={t} lng={lng} section="live" />
      <TopList t={t} lng={lng} section="line" />
      {slip ? <Slip /> : null}
    </div>
  )
}

const TopList = ({ t, lng, section }: { readonly t: T; readonly lng: string; readonly section: Section }) => {
  // Only the games shown: the whole top list is hundreds of games the home page would decode and fold for nothing.
  const list = useWatch({ _tag: "top", section, limit: HOME_TOP_GAMES })
  const title = t(`home.${section}`)
  return (
    <section className="card home-top__list" aria-labelledby={`home-top-${section}`}>
      <div className="home-top__head">
        <h2 id={`home-top-${section}`}>{title}</h2>
        <a href={sportsPathOf(lng, { section, sportId: null, championshipId: null, gameId: null })}>{t(section === "live" ? "home.allLive" : "home.allLine")}</a>
      </div>
      <GameList t={t} lng={lng} list={list} label={title} limit={HOME_TOP_GAMES} />
    </section>
  )
}
