import { useCallback, useSyncExternalStore } from "react"
import type { EventLog } from "../../commands/log"

/** Re-renders on every appended entry; returns the last entry's sequence number (0 for an empty log). */
export const useLogFeed = (log: EventLog): number => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = log.feed.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [log]
  )
  return useSyncExternalStore(subscribe, () => log.entries.at(-1)?.seq ?? log.checkpoint?.seq ?? 0)
}
