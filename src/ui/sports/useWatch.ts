import { useEffect } from "react"
import { UnwatchSports, WatchSports } from "../../commands/sports/commands"
import { type Watch, watchKey } from "../../domain/sports/watch"
import type { SportsList } from "../../projections/sports/lists"
import { useApp, useStore } from "../AppContext"

/**
 * Shows a list of the feed while the calling component is mounted: its first look is a poll at once, then the
 * sports area's timer polls it at its interval (SPEC.md 9). Returns the list as the log has it; call
 * `useSignals()` first.
 */
export const useWatch = (watch: Watch | null): SportsList | undefined => {
  const app = useApp()
  const store = useStore()
  const key = watch === null ? null : watchKey(watch)
  // On the server no effect runs: the render names its lists, which are loaded before the page is rendered again.
  if (watch !== null) app.firstPaintWatches?.add(watch)
  useEffect(() => {
    if (watch === null || key === null) return
    // The page's consequence of a navigation the log already holds: the system's commands, not the player's.
    void app.bus.dispatch(new WatchSports({ watch }), "system")
    return () => void app.bus.dispatch(new UnwatchSports({ key }), "system")
    // The key stands for the watch: a new object with the same key is the same list.
  }, [app, key])
  return key === null ? undefined : store.sportsLists.value[key]
}
