import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"
import { OFFICE_SECTIONS, type OfficeSection } from "./officeSections"
import { useOfficeTexts } from "./useOfficeTexts"
import "./office.css"
import { buttonClass } from "../../kit/Button"

/**
 * The personal office's frame: its navigation beside the page. Only a signed-in player sees a page; a guest is sent
 * to sign in by the login-required guard (src/commands/session/signInGuard.ts), so until the session answers the
 * frame only says it is checking.
 */
export const OfficeFrame = ({ section, title, lead, children }: { readonly section: OfficeSection; readonly title: string; readonly lead?: string; readonly children: ReactNode }) => {
  useSignals()
  const { t } = useOfficeTexts()
  const { t: shell } = useTranslation()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  return (
    <div className="container office">
      <nav className="office__nav" aria-label={shell("officeNav.label")}>
        <ul>
          {OFFICE_SECTIONS.map(({ id, path }) => (
            <li key={id}>
              <a href={`/${lng}${path}`} className={`office-link${id === section ? " office-link--current" : ""}`} aria-current={id === section ? "page" : undefined}>
                {shell(`officeNav.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="office__page">
        <h1>{title}</h1>
        {lead === undefined ? null : <p className="muted office__lead">{lead}</p>}
        {player ? children : <p className="muted">{t("office.checking")}</p>}
      </section>
    </div>
  )
}

/** A section that could not be loaded: the reason and a retry. */
export const LoadFailed = ({ onRetry }: { readonly onRetry: () => void }) => {
  const { t } = useOfficeTexts()
  return (
    <div className="office__notice" role="alert">
      <p>{t("office.loadFailed")}</p>
      <button type="button" className={buttonClass("primary")} onClick={onRetry}>
        {t("office.retry")}
      </button>
    </div>
  )
}
