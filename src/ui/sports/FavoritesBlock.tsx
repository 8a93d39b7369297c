import { useSignals } from "@preact/signals-react/runtime"
import { useId, useMemo } from "react"
import type { Section } from "../../domain/sports/feed"
import { sportsPathOf } from "../../domain/sports/watch"
import { isStarred } from "../../projections/sports/favorites"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { FavoriteStar } from "./FavoriteStar"
import { GameList } from "./GameList"
import { useWatch } from "./useWatch"
import "./favorites.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The player's favorites on a section's page (issue 8): the favorite championships as links into this section, and
 * the favorite games of this section as rows with their prices. The games are a watched list, polled while the block
 * shows (SPEC.md 9: 15 s on the line, 5 s live), and only for a signed-in player who has favorites. Shown only when
 * there is something to show; a game whose star was just taken off leaves at once.
 */
export const FavoritesBlock = ({ t, lng, section }: { readonly t: T; readonly lng: string; readonly section: Section }) => {
  useSignals()
  const store = useStore()
  const headingId = useId()
  const state = store.sportsFavorites.value
  const { championships, gameIds } = state.favorites
  const hasFavorites = store.session.value.status === "player" && (championships.length > 0 || gameIds.length > 0)
  const list = useWatch(hasFavorites ? { _tag: "favorites", section } : null)
  const starredIds = useMemo(() => (list?.gameIds ?? []).filter((id) => isStarred(state, { kind: "game", id })), [list?.gameIds, state])
  const games = useMemo(() => (list === undefined ? undefined : { ...list, gameIds: starredIds }), [list, starredIds])
  if (!hasFavorites || (championships.length === 0 && starredIds.length === 0)) return null
  return (
    <section className="favorites" aria-labelledby={headingId}>
      <h2 id={headingId} className="sports__subheading">
        {t("favorites.title")}
      </h2>
      {championships.length > 0 ? (
        <ul className="favorites__champs" aria-label={t("favorites.championships")}>
          {championships.map((championship) => (
            <li key={championship.id} className="favorites__champ">
              <a href={sportsPathOf(lng, { section, sportId: championship.sportId, championshipId: championship.id, gameId: null })}>
                {championship.country} · {championship.name}
              </a>
              <FavoriteStar t={t} target={{ kind: "championship", id: championship.id }} name={`${championship.name} (${championship.country})`} />
            </li>
          ))}
        </ul>
      ) : null}
      {starredIds.length > 0 ? <GameList t={t} lng={lng} list={games} label={t("favorites.games")} /> : null}
    </section>
  )
}
