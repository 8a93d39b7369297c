import { useSignals } from "@preact/signals-react/runtime"
import { useVirtualizer } from "@tanstack/react-virtual"
import { HashMap, Option } from "effect"
import { useMemo, useRef } from "react"
import type { Keyed } from "../../projections/keyed"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { GameRow } from "./GameRow"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** A row's height in pixels; the list is virtualised past this many rows, so a long list mounts what is seen. */
const ROW_HEIGHT = 64
const VIRTUAL_FROM = 60

/** The ids by start time, earliest first (the feed lists games in the order it made them); ties keep that order. */
const byStart = (ids: ReadonlyArray<string>, games: Keyed<GameView>): ReadonlyArray<string> => {
  const start = (id: string) => Option.getOrUndefined(HashMap.get(games, id))?.startsAt ?? Number.MAX_SAFE_INTEGER
  return ids.map((id, i) => ({ id, i, at: start(id) })).sort((a, b) => a.at - b.at || a.i - b.i).map((entry) => entry.id)
}

/** A list's games by start time, each row reading its own game; the failure of a poll shows above what the list last held. */
export const GameList = ({ t, lng, list, label }: { readonly t: T; readonly lng: string; readonly list: SportsList | undefined; readonly label: string }) => {
  useSignals()
  const store = useStore()
  const showGameId = store.settings.value.showGameId === 1
  const games = store.sportsGames.value
  const ids = useMemo(() => byStart(list?.gameIds ?? [], games), [list?.gameIds, games])
  if (list === undefined || (list.status === "loading" && list.gameIds.length === 0)) return <p className="muted">{t("loading")}</p>
  return (
    <>
      {list.status === "failed" ? (
        <p className="sports__notice" role="alert">
          {t("failed")}
        </p>
      ) : null}
      {ids.length === 0 ? (
        <p className="muted">{t("games.empty")}</p>
      ) : ids.length < VIRTUAL_FROM ? (
        <ul className="game-list" aria-label={label}>
          {ids.map((id) => (
            <GameRow key={id} t={t} lng={lng} gameId={id} showGameId={showGameId} polledAt={list.polledAt} />
          ))}
        </ul>
      ) : (
        <VirtualGameList t={t} lng={lng} ids={ids} label={label} showGameId={showGameId} polledAt={list.polledAt} />
      )}
    </>
  )
}

interface VirtualGameListProps {
  readonly t: T
  readonly lng: string
  readonly ids: ReadonlyArray<string>
  readonly label: string
  readonly showGameId: boolean
  readonly polledAt: number | null
}

const VirtualGameList = ({ t, lng, ids, label, showGameId, polledAt }: VirtualGameListProps) => {
  const parent = useRef<HTMLDivElement>(null)
  const rows = useVirtualizer({ count: ids.length, getScrollElement: () => parent.current, estimateSize: () => ROW_HEIGHT, overscan: 8 })
  return (
    <div ref={parent} className="game-list__scroller">
      <ul className="game-list game-list--virtual" aria-label={label} style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => (
          <GameRow
            key={ids[row.index]}
            t={t}
            lng={lng}
            gameId={ids[row.index]!}
            showGameId={showGameId}
            polledAt={polledAt}
            style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}
          />
        ))}
      </ul>
    </div>
  )
}
