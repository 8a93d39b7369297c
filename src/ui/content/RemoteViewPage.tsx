import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef } from "react"
import { ReleaseView, ReloadView, UseView } from "../../commands/content/commands"
import { viewBus } from "../../commands/content/viewBus"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Button } from "../kit/Button"
import { NotFoundPage } from "../kit/NotFoundPage"
import { SkeletonRows } from "../kit/Skeleton"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./content.css"

/** A view's own CSS text: adopted as a constructed sheet (the page's policy runs no inline <style>), removed with the view. */
const useViewStyle = (style: string | undefined) => {
  useEffect(() => {
    if (style === undefined || style === "" || typeof CSSStyleSheet === "undefined") return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(style)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet)
    }
  }, [style])
}

/**
 * A screen the back end writes (SPEC.md 1 "remote views"; 2.6 information, 2.8 blog and news): the page path's view,
 * mounted while the route shows it. Loading, its retries and reloads follow the view entry's machine (SPEC.md 4); a
 * view that gave up shows the error texts and the refresh button of SPEC.md 8; a view the back end does not have is
 * the not-found page. The body is the back end's sanitized HTML; code to evaluate is never run.
 */
export const RemoteViewPage = () => {
  useSignals()
  const { t } = useAreaTexts("content", { en, ru })
  const store = useStore()
  const dispatch = useDispatch()
  const path = store.location.value.path
  const key = `content:${path}`
  const company = store.siteConfig.value.config?.companyName ?? ""
  useEffect(() => {
    void dispatch(new UseView({ key, path }))
    return () => void dispatch(new ReleaseView({ key }))
  }, [key, path, dispatch])
  const entry = store.views.value.entries[key]
  const view = entry?.state === 2 ? entry.view : null
  useViewStyle(view?.style)
  const mounted = useRef<string | null>(null)
  useEffect(() => {
    if (view === null) return
    document.title = company === "" ? view.title : `${view.title} — ${company}`
    if (mounted.current !== key) {
      mounted.current = key
      viewBus.next({ type: "mounted", app: view.appName, key })
    }
  }, [view, company, key])

  if (entry?.state === -1 && entry.retryAfter === null) {
    if (entry.error?._tag === "ServerRefused" && entry.error.status === 404) return <NotFoundPage />
    return (
      <div className="container remote-view remote-view--error" role="alert">
        <h1>{t("main_dictionary_load_error")}</h1>
        <p className="muted">{t("main_dictionary_refresh_page")}</p>
        <Button variant="primary" onClick={() => void dispatch(new ReloadView({ key }))}>
          {t("main_refreshing_button")}
        </Button>
      </div>
    )
  }
  if (view === null)
    return (
      <div className="container remote-view" aria-busy="true">
        <SkeletonRows count={8} height={44} label={t("loading")} />
      </div>
    )
  // The back end's HTML, sanitized there (server/content/markdown.ts); its links are the site's own or https.
  return <article className="container remote-view" data-app={view.appName} dangerouslySetInnerHTML={{ __html: view.body }} />
}
