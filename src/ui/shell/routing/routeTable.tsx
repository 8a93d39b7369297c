import { lazy, type ComponentType, type LazyExoticComponent } from "react"
import type { BlockKind } from "../pages/blockKinds"
import type { RouteMeta } from "./routeMeta"

/**
 * The routes of this shell, in match order; whatever none matches is the 404 page. Pages are separate chunks
 * loaded on first visit; a chunk that fails to load is handled by RouteErrorBoundary (SPEC.md 8).
 * Every path carries the language segment: the Navigate handler has already checked it (SPEC.md 2.1).
 */
export interface AppRoute {
  readonly id: string
  readonly path: string
  readonly meta: RouteMeta
  readonly Page: LazyExoticComponent<ComponentType>
}

const HomePage = lazy(() => import("../pages/HomePage").then((m) => ({ default: m.HomePage })))
const NotFoundPage = lazy(() => import("../pages/NotFoundPage").then((m) => ({ default: m.NotFoundPage })))
const MaintenancePage = lazy(() => import("../pages/MaintenancePage").then((m) => ({ default: m.MaintenancePage })))

/** One lazy component per block kind, all from the same chunk. */
const blockPage = (kind: BlockKind): LazyExoticComponent<ComponentType> =>
  lazy(() => import("../pages/BlockPage").then((m) => ({ default: () => <m.BlockPage kind={kind} /> })))

// The debugger exists only in non-production builds (SPEC.md 2.8): with __DEV_TOOLS__ false this is dead code
// and the bundler leaves the debugger's chunk out of the production build altogether.
const DebuggerPage = __DEV_TOOLS__ ? lazy(() => import("../../devtools/DebuggerPage").then((m) => ({ default: m.DebuggerPage }))) : null

const blocked = (titleKey: RouteMeta["titleKey"]): RouteMeta => ({ layout: "blocked", titleKey, hideSeo: true, hideBottomNav: true })

export const routes: ReadonlyArray<AppRoute> = [
  { id: "home", path: "/:lng/", meta: { layout: "default", titleKey: "home", snowfall: true }, Page: HomePage },
  ...(DebuggerPage === null
    ? []
    : [{ id: "debugger", path: "/:lng/debugger", meta: { layout: "default", titleKey: "debugger", hideSeo: true }, Page: DebuggerPage } as const]),
  {
    id: "maintenance",
    path: "/:lng/maintenance",
    meta: { layout: "maintenance", titleKey: "maintenance", hideSeo: true, hideBottomNav: true },
    Page: MaintenancePage
  },
  { id: "block", path: "/:lng/block", meta: blocked("block"), Page: blockPage("default") },
  { id: "block-ua", path: "/:lng/block-ua", meta: blocked("blockUa"), Page: blockPage("ua") },
  { id: "block-ie", path: "/:lng/block-ie", meta: blocked("blockIe"), Page: blockPage("ie") },
  { id: "site-updates", path: "/:lng/site-updates", meta: blocked("siteUpdates"), Page: blockPage("siteUpdates") },
  { id: "coming-soon", path: "/:lng/coming-soon", meta: blocked("comingSoon"), Page: blockPage("comingSoon") },
  { id: "suspension", path: "/:lng/suspension", meta: blocked("suspension"), Page: blockPage("suspension") }
]

/** SPEC.md 5: a missing page gives 404 'This page could not be found'. */
export const notFoundRoute: AppRoute = {
  id: "not-found",
  path: "*",
  meta: { layout: "default", titleKey: "notFound" },
  Page: NotFoundPage
}
