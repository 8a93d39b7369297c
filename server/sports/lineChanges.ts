import { Chunk, Effect, Stream } from "effect"
import type { GameHeader } from "../../src/domain/sports/feed"
import type { Line, LineChange } from "./feedModel"

/**
 * The changes between two lines of one feed (the second later), as the feed port streams them (feedModel.ts
 * `LineChange`): read from the versions a feed stamps, so a feed that keeps its line versioned tells its changes
 * without keeping a second account of them. Games that came and went between the two are not told.
 */
export const changesBetween = (before: Line, after: Line): ReadonlyArray<LineChange> => {
  if (after === before) return []
  const at = after.now
  const changes: Array<LineChange> = []
  for (const [id, entry] of after.games) {
    const was = before.games.get(id)
    if (was === entry) continue
    if (was === undefined) {
      changes.push({ _tag: "GameAppeared", at, game: entry.game })
      continue
    }
    if (entry.headerVersion > before.version) {
      const { markets: _, ...header }: { markets: unknown } & GameHeader = entry.game
      changes.push({ _tag: "HeaderMoved", at, header })
    }
    entry.game.markets.forEach((market, index) => {
      if (entry.marketVersions[index]! > before.version) changes.push({ _tag: "MarketChanged", at, gameId: id, market })
    })
  }
  let first = after.finished.length
  while (first > 0 && after.finished[first - 1]!.version > before.version) first--
  for (const gone of after.finished.slice(first)) {
    const result = after.resultOf(gone.id)
    if (result !== undefined) changes.push({ _tag: "GameFinished", at, result })
  }
  return changes
}

/**
 * The subscribers of a feed's changes: `changes` is the port's stream (each subscriber gets what is told after it
 * subscribed), `tell` hands them a batch, made only while someone listens.
 */
export const makeChangeListeners = () => {
  const listeners = new Set<(changes: ReadonlyArray<LineChange>) => void>()
  const changes: Stream.Stream<LineChange> = Stream.asyncScoped<LineChange>((emit) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        const listener = (batch: ReadonlyArray<LineChange>) => void emit.chunk(Chunk.fromIterable(batch))
        listeners.add(listener)
        return listener
      }),
      (listener) => Effect.sync(() => listeners.delete(listener))
    )
  )
  const tell = (batch: () => ReadonlyArray<LineChange>) => {
    if (listeners.size === 0) return
    const told = batch()
    if (told.length > 0) for (const listener of listeners) listener(told)
  }
  return { changes, tell }
}
