import { useSignals } from "@preact/signals-react/runtime"
import { finalRuleOf } from "../../domain/sports/championshipFinal"
import { type SportsPlace, sportsPathOf, sportsPlaceOf, watchKey } from "../../domain/sports/watch"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { FavoriteNotice } from "./FavoriteNotice"
import { FavoritesBlock } from "./FavoritesBlock"
import { FavoriteStar } from "./FavoriteStar"
import { GameDetails } from "./GameDetails"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { LineSettings } from "./LineSettings"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { NotFoundPage } from "../kit/NotFoundPage"
import { ChampionshipFinal, ChampionshipViews } from "./ChampionshipFinal"
import { SportsMenu } from "./SportsMenu"
import { SportsSearch } from "./SportsSearch"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

/**
 * The line and live (SPEC.md 2.2): /{lng}/{live|line}/{sport?}/{championship?}/{game?}. The menu on the left; in
 * the middle the section's top games, a sport's championships, a championship's games, or one game. A championship
 * with a page type of its own (EPL, La Liga, NBA finals, ...) wears its theme, and one whose page has a final has
 * it at /{lng}/{live|line}/{sport}/{championship}/final; a final of a championship without one is not found.
 */
/** The place's sport, for the polls that go faster for a synthetic sport. */
const sportOf = (place: SportsPlace) => (place.sportId === null ? {} : { sportId: place.sportId })

export const SportsPage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const place = sportsPlaceOf(store.location.value.path)
  const watch =
    place === null
      ? null
      : place.gameId !== null
        ? ({ _tag: "game", section: place.section, gameId: place.gameId, ...sportOf(place) } as const)
        : place.championshipId !== null
          ? ({ _tag: "games", section: place.section, championshipId: place.championshipId, ...sportOf(place) } as const)
          : place.sportId === null
            ? ({ _tag: "top", section: place.section } as const)
            : null
  const list = useWatch(watch)
  // A final needs its championship's page type, which the sport's championships of either section tell (the
  // championship may have games in one section only).
  const finalOf = place?.final === true && place.sportId !== null ? place.sportId : null
  const finalLine = useWatch(finalOf === null ? null : { _tag: "championships", section: "line", sportId: finalOf })
  const finalLive = useWatch(finalOf === null ? null : { _tag: "championships", section: "live", sportId: finalOf })
  if (place === null) return null
  const championships =
    place.sportId === null ? undefined : store.sportsLists.value[watchKey({ _tag: "championships", section: place.section, sportId: place.sportId })]
  const named = (lists: ReadonlyArray<typeof championships>) =>
    lists.flatMap((entry) => entry?.championships ?? []).find((c) => c.championship.id === place.championshipId)?.championship
  const championship = named(place.final === true ? [finalLine, finalLive] : [championships])
  const theme = championship?.page ?? null
  const finalRule = finalRuleOf(theme)
  if (place.final === true) {
    // Decided once both lists have answered: a championship in neither, or one whose page has no final, has none.
    const known = [finalLine, finalLive].every((entry) => entry !== undefined && entry.version !== null)
    if (known && finalRule === null) return <NotFoundPage />
  }
  const heading = championship !== undefined ? championship.name : place.sportId !== null ? t(`sports.${place.sportId}`) : t(`sections.${place.section}`)
  const settings = store.settings.value
  const layout = [
    "container sports",
    settings.leftSectionShown === 1 ? "sports--with-menu" : "",
    settings.rightSectionShown === 1 ? "sports--with-selections" : "",
    settings.compactView === 1 ? "sports--compact" : "",
    theme === null ? "" : `sports--theme sports--${theme}`
  ]
  return (
    <div className={layout.filter((name) => name !== "").join(" ")} data-theme-page={theme ?? undefined}>
      {settings.leftSectionShown === 1 ? <SportsMenu t={t} lng={lng} place={place} /> : null}
      <div className="sports__main">
        <div className="sports__bar">
          <nav className="sports__sections" aria-label={t("menu.title")}>
            {(["line", "live"] as const).map((section) => (
              <a
                key={section}
                className={`sports__section${section === place.section ? " sports__section--current" : ""}`}
                href={sportsPathOf(lng, { section, sportId: place.sportId, championshipId: null, gameId: null })}
                aria-current={section === place.section ? "page" : undefined}
              >
                {t(`sections.${section}`)}
              </a>
            ))}
          </nav>
          <a className="sports__multi" href={`/${lng}/multi`}>
            {t("multi.open", { count: store.multiLive.value.length })}
          </a>
          <OddsFormatSelect t={t} />
          <LineSettings t={t} />
        </div>
        {championship !== undefined && theme !== null ? (
          <div className="sports__banner">
            <span className="sports__banner-country">{championship.country}</span>
            <span className="sports__banner-name">{championship.name}</span>
          </div>
        ) : null}
        {championship !== undefined && finalRule !== null ? <ChampionshipViews t={t} lng={lng} place={place} championship={championship} rule={finalRule} /> : null}
        <div className="sports__heading-row">
          <h1 className="sports__heading">{heading}</h1>
          <SportsSearch />
        </div>
        <FavoriteNotice t={t} />
        {place.gameId !== null ? (
          <GameDetails t={t} lng={lng} gameId={place.gameId} list={list} />
        ) : place.final === true ? (
          finalRule === null ? (
            <p className="muted">{t("loading")}</p>
          ) : (
            <ChampionshipFinal t={t} lng={lng} place={place} rule={finalRule} list={list} />
          )
        ) : place.championshipId !== null ? (
          <GameList t={t} lng={lng} list={list} label={heading} />
        ) : place.sportId !== null ? (
          <ChampionshipList t={t} lng={lng} place={place} list={championships} />
        ) : (
          <>
            <FavoritesBlock t={t} lng={lng} section={place.section} />
            <h2 className="sports__subheading">{t("top.title")}</h2>
            <GameList t={t} lng={lng} list={list} label={t("top.title")} />
          </>
        )}
      </div>
      {settings.rightSectionShown === 1 ? <Slip /> : null}
    </div>
  )
}

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** A sport's championships; under country headings when the player groups by country (SPEC.md 3). */
const ChampionshipList = ({ t, lng, place, list }: { readonly t: T; readonly lng: string; readonly place: NonNullable<ReturnType<typeof sportsPlaceOf>>; readonly list: ReturnType<typeof useWatch> }) => {
  useSignals()
  const byCountry = useStore().settings.value.groupByCountry === 1
  if (list === undefined) return <p className="muted">{t("loading")}</p>
  if (list.championships.length === 0) return <p className="muted">{t("championships.empty")}</p>
  if (!byCountry) return <ChampionshipLinks t={t} lng={lng} place={place} entries={list.championships} label={t("championships.title")} />
  const countries = [...new Set(list.championships.map(({ championship }) => championship.country))]
  return (
    <>
      {countries.map((country) => (
        <section key={country} className="champ-group">
          <h3 className="game-group">{country}</h3>
          <ChampionshipLinks t={t} lng={lng} place={place} entries={list.championships.filter(({ championship }) => championship.country === country)} label={country} />
        </section>
      ))}
    </>
  )
}

interface ChampionshipLinksProps {
  readonly t: T
  readonly lng: string
  readonly place: NonNullable<ReturnType<typeof sportsPlaceOf>>
  readonly entries: NonNullable<ReturnType<typeof useWatch>>["championships"]
  readonly label: string
}

const ChampionshipLinks = ({ t, lng, place, entries, label }: ChampionshipLinksProps) => (
    <ul className="champ-list" aria-label={label}>
      {entries.map(({ championship, count }) => (
        <li key={championship.id} className="favorite-entry">
          <a className="champ-list__link" href={sportsPathOf(lng, { ...place, championshipId: championship.id, gameId: null })}>
            <span className="champ-list__country">{championship.country}</span>
            <span className="champ-list__name">{championship.name}</span>
            <span className="sports-menu__count">{count}</span>
          </a>
          <FavoriteStar t={t} target={{ kind: "championship", id: championship.id }} name={`${championship.name} (${championship.country})`} />
        </li>
      ))}
    </ul>
)
