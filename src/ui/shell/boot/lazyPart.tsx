import { type ComponentType, lazy, Suspense, useState } from "react"
import { useApp } from "../../AppContext"

/** Each part's loader by name, so the browser can load the parts the server's render named before it hydrates. */
const loaders = new Map<string, () => Promise<void>>()

/**
 * A part of the shell that is its own chunk, loaded the first time it shows (a modal, the one-tap bar, the age gate).
 *
 * The server's render of the first route (ARCHITECTURE 10) shows such a part in its HTML and names it in the page;
 * the browser loads the named parts before it hydrates (`preloadParts`). Hydration that met a part still loading
 * would keep the server's HTML only until the first update reached it (the browser's settings, applied right after
 * hydration): React then drops that HTML and shows the fallback, nothing, until the chunk arrives, so the page jumps
 * up and back down. A part whose chunk is already here renders at once, inside the same boundary as on the server.
 */
export const lazyPart = <P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const start = () =>
    (loading ??= load().then((Part) => {
      loaded = Part
      return Part
    }))
  // A chunk that fails here fails again when the part renders, and is reported there.
  loaders.set(name, () => start().then(
    () => undefined,
    () => undefined
  ))
  const Lazy = lazy(() => start().then((Part) => ({ default: Part })))
  const LazyPart = (props: P) => {
    useApp().firstPaintParts?.add(name)
    // Chosen once per mount, so a part never remounts when its chunk arrives.
    const [Loaded] = useState(() => loaded)
    return <Suspense fallback={null}>{Loaded === undefined ? <Lazy {...props} /> : <Loaded {...props} />}</Suspense>
  }
  return LazyPart
}

/** Loads the parts the server's render showed (unknown names are skipped); settles once each is here or failed. */
export const preloadParts = (names: ReadonlyArray<string>): Promise<void> =>
  Promise.all(names.map((name) => loaders.get(name)?.())).then(() => undefined)
