import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { useStore } from "../../AppContext"
import { BrandMark } from "../../kit/icons"

/** Company, age notice, app version, and links only to pages that exist in this build. */
export const Footer = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const company = store.siteConfig.value.config?.companyName ?? ""
  const lng = store.language.value.current ?? ""
  const { appVersion } = store.app.value
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size={24} />
          <span>{t("footer.rights", { company })}</span>
        </div>
        <nav aria-label={t("footer.navLabel")}>
          <ul className="site-footer__links">
            <li>
              <Link href={`/${lng}/`}>{t("footer.home")}</Link>
            </li>
            {/* Limits, breaks and self-exclusion (SPEC.md 2.5): a guest following it is asked to sign in first. */}
            <li>
              <Link href={`/${lng}/responsible`}>{t("footer.responsible")}</Link>
            </li>
            {/* Same switch as the route table: the link exists exactly when the route does. */}
            {__DEV_TOOLS__ ? (
              <>
                <li>
                  <Link href={`/${lng}/debugger`}>{t("footer.debugger")}</Link>
                </li>
                <li>
                  <Link href={`/${lng}/dev/mailbox`}>{t("footer.mailbox")}</Link>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <p className="site-footer__age">
          <span className="age-badge age-badge--small" aria-hidden="true">
            {t("common.ageBadge")}
          </span>
          {t("footer.ageNotice")}
        </p>
        <p className="site-footer__version">{t("footer.version", { version: appVersion })}</p>
      </div>
    </footer>
  )
}
