import { useSignals } from "@preact/signals-react/runtime"
import { Suspense } from "react"
import { useTranslation } from "react-i18next"
import { useDispatch, useStore } from "../../AppContext"
import { PagePreloader } from "../boot/PagePreloader"
import { layouts } from "../layouts/layouts"
import { RouteErrorBoundary } from "./RouteErrorBoundary"
import type { AppRoute } from "./routeTable"
import { useDocumentTitle } from "./useDocumentTitle"

/** One matched route: its layout (by meta), its document title, and its lazily loaded page. */
export const RouteView = ({ route }: { readonly route: AppRoute }) => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const company = store.siteConfig.value.config?.companyName ?? ""
  // Every navigation counts up `visited`: a fresh boundary per shown route, so one failure does not stick.
  const visit = store.location.value.visited
  useDocumentTitle(t(`titles.${route.meta.titleKey}`), company)
  const Layout = layouts[route.meta.layout]
  const { Page } = route
  return (
    <Layout meta={route.meta}>
      <RouteErrorBoundary key={visit} dispatch={dispatch}>
        <Suspense fallback={<PagePreloader />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  )
}
