import type { ReadonlySignal } from "@preact/signals-react"
import { useCallback, useSyncExternalStore } from "react"

/**
 * A signal's value for hooks that run inside components we do not write (wouter calls the location hook from
 * its own Route, Switch and Link), where `useSignals()` cannot be placed at the top. Subscribes through React's
 * external-store contract, so a change re-renders exactly the components that read it.
 */
export const useSignalValue = <A>(source: ReadonlySignal<A>): A => {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(onChange), [source])
  const read = () => source.peek()
  // The server's render and the hydration read the same value: the state the server's entries fold to.
  return useSyncExternalStore(subscribe, read, read)
}
