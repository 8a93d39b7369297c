import { useSignals } from "@preact/signals-react/runtime"
import { isCyberSport } from "../../domain/sports/lineFilters"
import { outrightPagePathOf } from "../../domain/sports/outright"
import type { SportsPlace } from "../../domain/sports/watch"
import { sportsPathOf } from "../../domain/sports/watch"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { FavoriteStar } from "./FavoriteStar"
import { useWatch } from "./useWatch"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The section's sports with their game counts; under the chosen sport, its championships (SPEC.md 2.2 menu
 * section). Both are watched lists, so counts follow the feed. "Sports only" (SPEC.md 3) leaves the cyber sports out.
 */
export const SportsMenu = ({ t, lng, place }: { readonly t: T; readonly lng: string; readonly place: SportsPlace }) => {
  useSignals()
  const sportsOnly = useStore().settings.value.sportsOnly === 1
  const menu = useWatch({ _tag: "menu", section: place.section })
  const championships = useWatch(place.sportId === null ? null : { _tag: "championships", section: place.section, sportId: place.sportId })
  return (
    <nav className="sports-menu" aria-label={t("menu.title")}>
      <h2 className="sports-menu__title">{t("menu.title")}</h2>
      <ul className="sports-menu__list">
        {(menu?.menu ?? []).filter(({ sport }) => !sportsOnly || !isCyberSport(sport.id)).map(({ sport, count }) => {
          const current = sport.id === place.sportId
          // Politics and marble racing open their own pages (their events are outrights, not games of two sides).
          const path = outrightPagePathOf(lng, sport.id) ?? sportsPathOf(lng, { section: place.section, sportId: sport.id, championshipId: null, gameId: null })
          return (
            <li key={sport.id}>
              <a className={`sports-menu__link${current ? " sports-menu__link--current" : ""}`} href={path} aria-current={current ? "page" : undefined}>
                <span>{t(`sports.${sport.id}`)}</span>
                <span className="sports-menu__count" aria-label={t("menu.count", { count })}>
                  {count}
                </span>
              </a>
              {current && championships !== undefined ? (
                <ul className="sports-menu__champs" aria-label={t("championships.title")}>
                  {championships.championships.map(({ championship, count: games }) => {
                    const champPath = sportsPathOf(lng, { section: place.section, sportId: place.sportId, championshipId: championship.id, gameId: null })
                    const here = championship.id === place.championshipId
                    return (
                      <li key={championship.id} className="favorite-entry">
                        <a className={`sports-menu__champ${here ? " sports-menu__link--current" : ""}`} href={champPath} aria-current={here ? "page" : undefined}>
                          <span>
                            {championship.country} · {championship.name}
                          </span>
                          <span className="sports-menu__count">{games}</span>
                        </a>
                        <FavoriteStar t={t} target={{ kind: "championship", id: championship.id }} name={`${championship.name} (${championship.country})`} />
                      </li>
                    )
                  })}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
