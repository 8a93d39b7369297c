import { useSignals } from "@preact/signals-react/runtime"
import { HashMap, Option } from "effect"
import { useCallback } from "react"
import { type CyberPlace, type CyberView, cyberPathOf, cyberPlaceOf } from "../../domain/sports/cyber"
import { CyberType, type Section, type SportId } from "../../domain/sports/feed"
import type { Watch } from "../../domain/sports/watch"
import type { Keyed } from "../../projections/keyed"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useApp, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { NotFoundPage } from "../kit/NotFoundPage"
import { GameDetails } from "./GameDetails"
import { GameList } from "./GameList"
import type { GamePath } from "./GameRow"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const TYPES = CyberType.literals

/** The list of games a view shows: every game of the kind, of one discipline, or of one championship. */
const gamesWatchOf = (place: CyberPlace): Watch | null => {
  const { type, section, view } = place
  switch (view._tag) {
    case "all":
      return { _tag: "cyberGames", type, section, sportId: null, championshipId: null }
    case "discipline":
      return { _tag: "cyberGames", type, section, sportId: view.sportId, championshipId: null }
    case "champ":
      return { _tag: "cyberGames", type, section, sportId: view.sportId, championshipId: view.championshipId }
    case "game":
      return { _tag: "game", section, gameId: view.gameId, sportId: view.sportId }
    default:
      return null
  }
}

/** The feed refused the list because it names nothing it knows (SPEC.md 5: the page does not exist). */
const isUnknown = (list: SportsList | undefined): boolean => list?.status === "failed" && list.error?._tag === "ServerRefused" && list.error.status === 404

/**
 * Cyber-sport (SPEC.md 2.2): /{lng}/{cyber|esports}/{type}, type real (e-sports), virtual or stream, then the kind's
 * disciplines, all its games, one discipline's games, its championships, one championship's games and a game's page
 * with every market; `?section=live` for in-play. A kind, discipline, championship or game the line has not (or one
 * of another kind or discipline) is the not-found page.
 */
export const CyberPage = () => {
  useSignals()
  const { path, search } = useStore().location.value
  const place = cyberPlaceOf(path, search)
  return place === null ? <NotFoundPage /> : <CyberScreen place={place} />
}

const CyberScreen = ({ place }: { readonly place: CyberPlace }) => {
  useSignals()
  const { SlipCounter } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const { root, type, section, view } = place
  // The kind's disciplines and championships with their counts: the pages' lists, headings and where-you-are.
  const kind = useWatch({ _tag: "cyber", type, section })
  const games = useWatch(gamesWatchOf(place))
  const app = useApp()
  const game = view._tag === "game" ? app.store.keySignal<GameView>("sportsGames", view.gameId).value : undefined
  const gamePath = useCallback<GamePath>(
    (each) =>
      cyberPathOf(lng, {
        root,
        type,
        section: each.status === "live" ? "live" : "line",
        view: { _tag: "game", sportId: each.sportId, championshipId: each.championshipId, gameId: each.id }
      }),
    [lng, root, type]
  )
  if (isUnknown(games) && (view._tag !== "game" || game === undefined)) return <NotFoundPage />
  // A game of another discipline or championship than the path says is no page of this one.
  if (view._tag === "game" && game !== undefined && (game.sportId !== view.sportId || game.championshipId !== view.championshipId)) return <NotFoundPage />

  const at = (to: CyberView, inSection: Section = section) => cyberPathOf(lng, { root, type, section: inSection, view: to })
  const kindName = t(`cyber.types.${type}`)
  const championshipName = (id: string): string =>
    kind?.championships.find(({ championship }) => championship.id === id)?.championship.name ??
    (game?.championshipId === id && game.championshipName !== "" ? game.championshipName : undefined) ??
    firstGameChampionship(store.sportsGames.value, games, id) ??
    id
  const sportId: SportId | null = "sportId" in view ? view.sportId : null
  const championshipId = "championshipId" in view ? view.championshipId : null
  const heading =
    view._tag === "overview"
      ? t("cyber.title")
      : view._tag === "disciplines" || view._tag === "all"
        ? t(`cyber.headings.${view._tag}`, { kind: kindName })
        : view._tag === "discipline"
          ? t(`sports.${view.sportId}`)
          : view._tag === "champs"
            ? t("cyber.headings.champs", { discipline: t(`sports.${view.sportId}`) })
            : championshipName(view.championshipId)
  const crumbs: ReadonlyArray<{ readonly label: string; readonly href: string }> = [
    { label: t("cyber.title"), href: at({ _tag: "overview" }) },
    ...(view._tag === "overview" ? [] : [{ label: kindName, href: at({ _tag: "disciplines" }) }]),
    ...(sportId === null || view._tag === "discipline" ? [] : [{ label: t(`sports.${sportId}`), href: at({ _tag: "discipline", sportId }) }]),
    ...(sportId === null || championshipId === null || view._tag !== "game" ? [] : [{ label: championshipName(championshipId), href: at({ _tag: "champ", sportId, championshipId }) }])
  ]
  // The other section of the same page; a game's page goes to its discipline's list there (a game is line or live, not both).
  const inOther = (other: Section) => (view._tag === "game" ? at({ _tag: "discipline", sportId: view.sportId }, other) : at(view, other))

  return (
    <div className="container results cyber" data-cyber-view={view._tag}>
      <h1 className="sports__heading">{heading}</h1>
      <SlipCounter />
      {crumbs.length <= 1 ? null : (
        <nav aria-label={t("cyber.crumbs")}>
          <ol className="cyber__crumbs">
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <nav className="results__sports" aria-label={t("cyber.kinds")}>
        {TYPES.map((each) => (
          <a
            key={each}
            className={`sports__section${each === type ? " sports__section--current" : ""}`}
            href={cyberPathOf(lng, { root, type: each, section, view: { _tag: "overview" } })}
            aria-current={each === type && view._tag === "overview" ? "page" : undefined}
          >
            {t(`cyber.types.${each}`)}
          </a>
        ))}
      </nav>
      <nav className="sports__sections cyber__sections" aria-label={t("menu.title")}>
        {(["line", "live"] as const).map((each) => (
          <a key={each} className={`sports__section${each === section ? " sports__section--current" : ""}`} href={inOther(each)} aria-current={each === section ? "page" : undefined}>
            {t(`sections.${each}`)}
          </a>
        ))}
      </nav>
      <nav className="results__sports cyber__views" aria-label={t("cyber.views")}>
        {(["disciplines", "all"] as const).map((each) => (
          <a key={each} className={`sports__section${view._tag === each ? " sports__section--current" : ""}`} href={at({ _tag: each })} aria-current={view._tag === each ? "page" : undefined}>
            {each === "all" ? t("cyber.allGames") : t("cyber.disciplines")}
          </a>
        ))}
      </nav>
      <CyberContent t={t} place={place} kind={kind} games={games} at={at} gamePath={gamePath} lng={lng} championshipName={championshipName} />
    </div>
  )
}

/** A championship's name as one of its games carries it, when the kind's list does not hold it (no games in this section). */
const firstGameChampionship = (all: Keyed<GameView>, list: SportsList | undefined, id: string): string | undefined => {
  const first = list?.gameIds[0]
  const found = first === undefined ? undefined : Option.getOrUndefined(HashMap.get(all, first))
  return found !== undefined && found.championshipId === id && found.championshipName !== "" ? found.championshipName : undefined
}

interface ContentProps {
  readonly t: T
  readonly lng: string
  readonly place: CyberPlace
  readonly kind: SportsList | undefined
  readonly games: SportsList | undefined
  readonly at: (to: CyberView) => string
  readonly gamePath: GamePath
  readonly championshipName: (id: string) => string
}

const CyberContent = ({ t, lng, place, kind, games, at, gamePath, championshipName }: ContentProps) => {
  const { view } = place
  const loading = kind === undefined || (kind.status === "loading" && kind.menu.length === 0)
  switch (view._tag) {
    case "overview":
      if (loading) return <p className="muted">{t("loading")}</p>
      if (kind.menu.length === 0) return <p className="muted">{t("cyber.empty")}</p>
      return (
        <>
          <Disciplines t={t} kind={kind} at={at} />
          <h2 className="sports__subheading">{t("championships.title")}</h2>
          <Championships t={t} entries={kind.championships} at={at} label={t("championships.title")} />
        </>
      )
    case "disciplines":
      if (loading) return <p className="muted">{t("loading")}</p>
      if (kind.menu.length === 0) return <p className="muted">{t("cyber.empty")}</p>
      return <Disciplines t={t} kind={kind} at={at} />
    case "champs": {
      if (loading) return <p className="muted">{t("loading")}</p>
      const entries = kind.championships.filter(({ championship }) => championship.sportId === view.sportId)
      if (entries.length === 0) return <p className="muted">{t("cyber.noChamps")}</p>
      return <Championships t={t} entries={entries} at={at} label={t("cyber.champsOf", { discipline: t(`sports.${view.sportId}`) })} />
    }
    case "all":
      return <GameList t={t} lng={lng} list={games} label={t("cyber.allGames")} gamePath={gamePath} />
    case "discipline":
      return (
        <>
          <p className="cyber__more">
            <a href={at({ _tag: "champs", sportId: view.sportId })}>{t("cyber.openChamps", { discipline: t(`sports.${view.sportId}`) })}</a>
          </p>
          <GameList t={t} lng={lng} list={games} label={t(`sports.${view.sportId}`)} gamePath={gamePath} />
        </>
      )
    case "champ":
      return <GameList t={t} lng={lng} list={games} label={championshipName(view.championshipId)} gamePath={gamePath} />
    case "game":
      return <GameDetails t={t} lng={lng} gameId={view.gameId} list={games} />
  }
}

const Disciplines = ({ t, kind, at }: { readonly t: T; readonly kind: SportsList; readonly at: (to: CyberView) => string }) => (
  <>
    <h2 className="sports__subheading">{t("cyber.disciplines")}</h2>
    <ul className="champ-list" aria-label={t("cyber.disciplines")}>
      {kind.menu.map(({ sport, count }) => (
        <li key={sport.id}>
          <a className="champ-list__link" href={at({ _tag: "discipline", sportId: sport.id })}>
            <span className="champ-list__name">{t(`sports.${sport.id}`)}</span>
            <span className="sports-menu__count">{count}</span>
          </a>
        </li>
      ))}
    </ul>
  </>
)

interface ChampionshipsProps {
  readonly t: T
  readonly entries: SportsList["championships"]
  readonly at: (to: CyberView) => string
  readonly label: string
}

const Championships = ({ t, entries, at, label }: ChampionshipsProps) => (
  <ul className="champ-list" aria-label={label}>
    {entries.map(({ championship, count }) => (
      <li key={championship.id}>
        <a className="champ-list__link" href={at({ _tag: "champ", sportId: championship.sportId, championshipId: championship.id })}>
          <span className="champ-list__country">{t(`sports.${championship.sportId}`)}</span>
          <span className="champ-list__name">{championship.name}</span>
          <span className="sports-menu__count">{count}</span>
        </a>
      </li>
    ))}
  </ul>
)
