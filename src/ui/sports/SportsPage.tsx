import { useSignals } from "@preact/signals-react/runtime"
import { sportsPathOf, sportsPlaceOf, watchKey } from "../../domain/sports/watch"
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
import { CouponPanel } from "../coupon/CouponPanel"
import { SportsMenu } from "./SportsMenu"
import { useWatch } from "./useWatch"
import "./sports.css"

/**
 * The line and live (SPEC.md 2.2): /{lng}/{live|line}/{sport?}/{championship?}/{game?}. The menu on the left; in
 * the middle the section's top games, a sport's championships, a championship's games, or one game. A championship
 * with a page type of its own (EPL, La Liga, NBA finals, ...) wears its theme.
 */
export const SportsPage = () => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const place = sportsPlaceOf(store.location.value.path)
  const watch =
    place === null
      ? null
      : place.gameId !== null
        ? ({ _tag: "game", section: place.section, gameId: place.gameId } as const)
        : place.championshipId !== null
          ? ({ _tag: "games", section: place.section, championshipId: place.championshipId } as const)
          : place.sportId === null
            ? ({ _tag: "top", section: place.section } as const)
            : null
  const list = useWatch(watch)
  if (place === null) return null
  const championships =
    place.sportId === null ? undefined : store.sportsLists.value[watchKey({ _tag: "championships", section: place.section, sportId: place.sportId })]
  const championship = championships?.championships.find((c) => c.championship.id === place.championshipId)?.championship
  const theme = championship?.page ?? null
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
        <h1 className="sports__heading">{heading}</h1>
        <FavoriteNotice t={t} />
        {place.gameId !== null ? (
          <GameDetails t={t} lng={lng} gameId={place.gameId} list={list} />
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
      {settings.rightSectionShown === 1 ? <CouponPanel /> : null}
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
