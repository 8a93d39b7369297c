import { useSignals } from "@preact/signals-react/runtime"
import { useVirtualizer } from "@tanstack/react-virtual"
import { HashMap, Option } from "effect"
import { Fragment, useMemo, useRef } from "react"
import type { MarketStatus } from "../../domain/sports/feed"
import { interestOf, rankByInterest } from "../../domain/sports/interest"
import { type GameGroup, groupGames, passesFilters } from "../../domain/sports/lineFilters"
import type { Keyed } from "../../projections/keyed"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { type GamePath, GameRow, type RowDisplay } from "./GameRow"
import { SkeletonRows } from "../kit/Skeleton"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** A row's and a group heading's height in pixels, as sports.css draws them; the list is virtualised past VIRTUAL_FROM rows. */
const ROW_HEIGHT = 64
const COMPACT_ROW_HEIGHT = 44
/** How many rows stand for a list whose length is not known yet: a screenful. */
const SKELETON_ROWS = 10
const HEADING_HEIGHT = 36
const VIRTUAL_FROM = 60
/**
 * The scroller's height before it is measured (sports.css: 70vh, a screenful at the desktop heights): the rows the
 * server renders (ARCHITECTURE 10) and the browser hydrates, so a long list's first paint shows its first games.
 */
const UNMEASURED_SCROLLER = { width: 0, height: 640 }

const gameOf = (games: Keyed<GameView>, id: string) => Option.getOrUndefined(HashMap.get(games, id))

/** The ids by start time, earliest first (the feed lists games in the order it made them); ties keep that order. */
const byStart = (ids: ReadonlyArray<string>, games: Keyed<GameView>): ReadonlyArray<GameView> =>
  ids
    .map((id, i) => ({ game: gameOf(games, id), i }))
    .filter((entry): entry is { game: GameView; i: number } => entry.game !== undefined)
    .sort((a, b) => a.game.startsAt - b.game.startsAt || a.i - b.i)
    .map((entry) => entry.game)

/** The games ranked by interest (src/domain/sports/interest.ts) from their markets' statuses as the line holds them. */
const byInterest = (games: ReadonlyArray<GameView>, statuses: Keyed<MarketStatus>): ReadonlyArray<GameView> =>
  rankByInterest(games, (game) => interestOf(game, game.markets.map((market) => Option.getOrUndefined(HashMap.get(statuses, market.id)))))

/**
 * A list's games by start time (the top live games by interest: open markets and popularity, locked games last), as the player's settings show them (SPEC.md 3): filtered by time, video and
 * sport kind, under championship or country headings, each row reading its own game. The failure of a poll
 * shows above what the list last held.
 */
interface GameListProps {
  readonly t: T
  readonly lng: string
  readonly list: SportsList | undefined
  readonly label: string
  /** At most this many games, the first (the home page's short lists). */
  readonly limit?: number
  /** Where each game's page is, when not the line's (a stable function: see GameRow). */
  readonly gamePath?: GamePath
}

export const GameList = ({ t, lng, list, label, limit, gamePath }: GameListProps) => {
  useSignals()
  const store = useStore()
  const settings = store.settings.value
  const betting = store.bettingState.value
  const games = store.sportsGames.value
  const display = useMemo<RowDisplay>(
    () => ({ showGameId: settings.showGameId === 1, viewType: settings.appViewType, detailedScore: settings.detailedScore === 1, logos: settings.teamLogosInCoupon === 1 }),
    [settings.showGameId, settings.appViewType, settings.detailedScore, settings.teamLogosInCoupon]
  )
  // Only a ranked list reads the markets' statuses: the others need not re-render when a market locks.
  const ranked = list?.watch._tag === "top" && list.watch.section === "live"
  const statuses = ranked ? store.sportsMarkets.value : undefined
  const listed = useMemo(() => {
    const earliest = byStart(list?.gameIds ?? [], games)
    return statuses === undefined ? earliest : byInterest(earliest, statuses)
  }, [list?.gameIds, games, statuses])
  const polledAt = list?.polledAt ?? null
  const { timeFilter } = betting
  const onlyWithVideos = betting.onlyWithVideos === 1
  const sportsOnly = settings.sportsOnly === 1
  const shown = useMemo(
    () => listed.filter((game) => passesFilters(game, { timeFilter, onlyWithVideos, sportsOnly }, polledAt ?? 0)).slice(0, limit),
    [listed, timeFilter, onlyWithVideos, sportsOnly, polledAt, limit]
  )
  const groups = useMemo(
    () => groupGames(shown, { country: settings.groupByCountry === 1, category: betting.groupByCategory === 1 }),
    [shown, settings.groupByCountry, betting.groupByCategory]
  )
  const compact = settings.compactView === 1
  // Before the first answer: the rows the list will have, in its frame, so the games take their place without a shift.
  if (list === undefined || (list.status === "loading" && list.gameIds.length === 0))
    return <SkeletonRows count={limit ?? SKELETON_ROWS} height={compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT} blocks={3} framed label={t("loading")} />
  return (
    <>
      {list.status === "failed" ? (
        <p className="sports__notice" role="alert">
          {t("failed")}
        </p>
      ) : null}
      {listed.length === 0 ? (
        <p className="muted">{t("games.empty")}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t("lineSettings.filteredOut", { count: listed.length })}</p>
      ) : shown.length < VIRTUAL_FROM ? (
        groups.map((group) => (
          <Fragment key={group.key}>
            {group.label === "" ? null : <h3 className="game-group">{group.label}</h3>}
            <ul className="game-list" aria-label={group.label === "" ? label : `${label}: ${group.label}`}>
              {group.ids.map((id) => (
                <GameRow key={id} t={t} lng={lng} gameId={id} display={display} polledAt={polledAt} gamePath={gamePath} />
              ))}
            </ul>
          </Fragment>
        ))
      ) : (
        <VirtualGameList t={t} lng={lng} groups={groups} label={label} display={display} polledAt={polledAt} rowHeight={compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT} gamePath={gamePath} />
      )}
    </>
  )
}

interface VirtualGameListProps {
  readonly t: T
  readonly lng: string
  readonly groups: ReadonlyArray<GameGroup>
  readonly label: string
  readonly display: RowDisplay
  readonly polledAt: number | null
  readonly rowHeight: number
  readonly gamePath: GamePath | undefined
}

type Item = { readonly kind: "heading"; readonly key: string; readonly label: string } | { readonly kind: "game"; readonly id: string }

/** One scroller for the whole list: group headings and rows are items of the same virtual list. */
const VirtualGameList = ({ t, lng, groups, label, display, polledAt, rowHeight, gamePath }: VirtualGameListProps) => {
  const parent = useRef<HTMLDivElement>(null)
  const items = useMemo(
    () =>
      groups.flatMap((group): ReadonlyArray<Item> => [
        ...(group.label === "" ? [] : [{ kind: "heading", key: group.key, label: group.label } as const]),
        ...group.ids.map((id) => ({ kind: "game", id }) as const)
      ]),
    [groups]
  )
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => parent.current,
    estimateSize: (index) => (items[index]?.kind === "heading" ? HEADING_HEIGHT : rowHeight),
    overscan: 8,
    initialRect: UNMEASURED_SCROLLER
  })
  return (
    <div ref={parent} className="game-list__scroller">
      <ul className="game-list game-list--virtual" aria-label={label} style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const item = items[row.index]!
          const style = { position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` } as const
          return item.kind === "heading" ? (
            <li key={`h:${item.key}`} className="game-group game-group--virtual" style={style}>
              {item.label}
            </li>
          ) : (
            <GameRow key={item.id} t={t} lng={lng} gameId={item.id} display={display} polledAt={polledAt} style={style} gamePath={gamePath} />
          )
        })}
      </ul>
    </div>
  )
}
