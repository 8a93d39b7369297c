import { type ComponentType, lazy, useState } from "react"

export interface LazyPage {
  readonly Page: ComponentType
  /** Starts loading the page's chunk before the route renders (see preloadPageOf); settles once it is here or failed. */
  readonly preload: () => Promise<void>
}

/** A page chunk, loaded by whichever comes first: `preload` or the page's first render. */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => {
  let loading: Promise<ComponentType> | undefined
  let loaded: ComponentType | undefined
  const start = () =>
    (loading ??= load().then((Page) => {
      loaded = Page
      return Page
    }))
  const LazyPage = lazy(() => start().then((Page) => ({ default: Page })))
  // A chunk that is already here (the first page's, preloaded while the app boots) renders at once. Through lazy() it
  // would suspend for a tick, show the fallback, and React would then hold the page back for its Suspense reveal
  // throttle (300 ms): the whole gap between the header and the first page's content. Chosen once per mount, so a
  // page never remounts when its chunk arrives.
  const Page = () => {
    const [Loaded] = useState(() => loaded)
    return Loaded === undefined ? <LazyPage /> : <Loaded />
  }
  return {
    Page,
    // A chunk that fails here fails again when the page renders, and is reported there.
    preload: () => start().then(
      () => undefined,
      () => undefined
    )
  }
}
