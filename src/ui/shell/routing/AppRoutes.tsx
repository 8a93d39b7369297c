import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { useLocation, useRouter } from "wouter"
import { useStore } from "../../AppContext"
import { DefaultLayout } from "../layouts/DefaultLayout"
import { ErrorPage } from "../pages/ErrorPage"
import type { RouteMeta } from "../layouts/routeMeta"
import { matchedRoute } from "./routeTable"
import { RouteView } from "./RouteView"
import { useDocumentTitle } from "./useDocumentTitle"
import { useScrollOnNavigate } from "./useScrollOnNavigate"

const errorMeta: RouteMeta = { layout: "default", titleKey: "error", hideSeo: true }

/**
 * The route table matched with wouter's parser against wouter's location, which is the location projection
 * (busLocation.ts). One RouteView renders whichever route matched, so moving between two routes of the same
 * layout keeps the header, footer and their state mounted (a wouter <Switch> would remount them).
 * A route error in the app projection shows the error page instead, until the next navigation clears it.
 */
export const AppRoutes = () => {
  useSignals()
  const router = useRouter()
  const [path] = useLocation()
  const store = useStore()
  const routeError = store.app.value.routeError
  const { visited, mode } = store.location.value
  useScrollOnNavigate(visited, mode)
  if (routeError !== null) return <RouteErrorScreen status={routeError.status} />
  return <RouteView route={matchedRoute(router.parser, path)} />
}

const RouteErrorScreen = ({ status }: { readonly status: number }) => {
  useSignals()
  const { t } = useTranslation()
  const company = useStore().siteConfig.value.config?.companyName ?? ""
  useDocumentTitle(t("error.status", { status }), company)
  return (
    <DefaultLayout meta={errorMeta}>
      <ErrorPage status={status} />
    </DefaultLayout>
  )
}
