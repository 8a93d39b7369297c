import { useSignals } from "@preact/signals-react/runtime"
import { HashMap, Option } from "effect"
import { useMemo } from "react"
import { type FinalRule, finalGames } from "../../domain/sports/championshipFinal"
import type { Championship, Section } from "../../domain/sports/feed"
import { sportsPathOf, type SportsPlace } from "../../domain/sports/watch"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { GameDetails } from "./GameDetails"
import { GameList } from "./GameList"
import { useWatch } from "./useWatch"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const otherSection = (section: Section): Section => (section === "live" ? "line" : "live")

/**
 * A championship page's views (SPEC.md 2.2: home, game and final), as links under its banner: its games and its final.
 * Only championships whose page type has a final (src/domain/sports/championshipFinal.ts) show them.
 */
export const ChampionshipViews = ({ t, lng, place, championship, rule }: { readonly t: T; readonly lng: string; readonly place: SportsPlace; readonly championship: Championship; readonly rule: FinalRule }) => {
  const at = { section: place.section, sportId: championship.sportId, championshipId: championship.id, gameId: null }
  const onFinal = place.final === true
  const onHome = !onFinal && place.gameId === null
  return (
    <nav className="sports__champ-views" aria-label={t("pageTypes.final.views", { championship: championship.name })}>
      <a className="sports__champ-view" href={sportsPathOf(lng, at)} aria-current={onHome ? "page" : undefined}>
        {t("pageTypes.final.home")}
      </a>
      <a className="sports__champ-view" href={sportsPathOf(lng, { ...at, final: true })} aria-current={onFinal ? "page" : undefined}>
        {t(`pageTypes.final.link.${rule._tag}`)}
      </a>
    </nav>
  )
}

/**
 * A championship page's final: its decisive game or games by the page type's rule, read from the championship's whole
 * schedule (its live games and its line together, whichever section the path names), each row opening its game page.
 * A cup's final also shows its markets in full, as its game page would.
 */
export const ChampionshipFinal = ({ t, lng, place, rule, list }: { readonly t: T; readonly lng: string; readonly place: SportsPlace; readonly rule: FinalRule; readonly list: SportsList | undefined }) => {
  useSignals()
  const games = useStore().sportsGames.value
  const other = useWatch({ _tag: "games", section: otherSection(place.section), championshipId: place.championshipId ?? "" })
  const [live, line] = place.section === "live" ? [list, other] : [other, list]
  // The schedule in the feed's order: the games in play, then the line's (which start after them).
  const ids = [...(live?.gameIds ?? []), ...(line?.gameIds ?? [])]
  const fixtures = ids.map((id) => Option.getOrUndefined(HashMap.get(games, id))).filter((game): game is GameView => game !== undefined)
  const final = finalGames(rule, fixtures)
  const finalIds = final.map((game) => game.id)
  const key = finalIds.join(",")
  const loading = list === undefined || other === undefined || (list.gameIds.length === 0 && list.status === "loading") || (other.gameIds.length === 0 && other.status === "loading")
  const failed = list?.status === "failed" || other?.status === "failed"
  // The rows' list: the final's games, polled as the championship's lists are (their answers keep the games current).
  const finalList = useMemo<SportsList | undefined>(
    () => (list === undefined ? undefined : { ...list, key: `${list.key}:final`, status: failed ? "failed" : list.status, gameIds: key === "" ? [] : key.split(",") }),
    [list, failed, key]
  )
  const title = t(`pageTypes.final.title.${rule._tag}`)
  return (
    <section className="championship-final" aria-labelledby="championship-final" data-final-rule={rule._tag}>
      <h2 id="championship-final" className="sports__subheading">
        {title}
      </h2>
      {loading ? (
        <p className="muted">{t("loading")}</p>
      ) : final.length === 0 ? (
        <p className="muted">{t("pageTypes.final.empty")}</p>
      ) : (
        <>
          <p className="muted">{t(`pageTypes.final.note.${rule._tag}`, { count: final.length })}</p>
          <GameList t={t} lng={lng} list={finalList} label={title} />
          {rule._tag === "match" ? <GameDetails t={t} lng={lng} gameId={final[0]!.id} list={final[0]!.status === "live" ? live : line} /> : null}
        </>
      )}
    </section>
  )
}
