import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { type InfoPage, LEGAL_PAGES } from "../../../domain/content/pages"
import { useStore } from "../../AppContext"
import { BrandMark } from "../../kit/icons"

/** The information pages of the default footer's first column (SPEC.md 2.6), then news and blog (2.8). */
const INFORMATION: ReadonlyArray<InfoPage> = ["about", "contacts", "howbet", "payment", "cash_terminals", "smsbets", "betting-calculator", "betting-alphabet", "betting-awards", "partners"]
/** The legal pages of its second column, after the rules. */
const LEGAL: ReadonlyArray<InfoPage> = [
  "responsiblegaming",
  "privacy",
  "cookies",
  "consent",
  "licenses",
  "taxation",
  "amlkyc",
  "amlpolicy",
  "kycpolicy",
  "simpleidentification",
  "disputeresolution"
]

/** The developer's pages: only in a build that has them (the same switch as the route table), never in production. */
const DevLinks = ({ lng }: { readonly lng: string }) => {
  const { t } = useTranslation()
  return __DEV_TOOLS__ ? (
    <>
      <li>
        <Link href={`/${lng}/debugger`}>{t("footer.debugger")}</Link>
      </li>
      <li>
        <Link href={`/${lng}/dev/mailbox`}>{t("footer.mailbox")}</Link>
      </li>
    </>
  ) : null
}

/**
 * The footer (SPEC.md 2.9 "footer (default and compact)"): the default one links every information and legal page in
 * two columns; the compact one (game pages) only the legal ones in a row. Both carry the company, the age notice and
 * the app version, and link only pages that exist in this build.
 */
export const Footer = ({ variant = "default" }: { readonly variant?: "default" | "compact" }) => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const company = store.siteConfig.value.config?.companyName ?? ""
  const lng = store.language.value.current ?? ""
  const { appVersion } = store.app.value
  const page = (slug: InfoPage) => (
    <li key={slug}>
      <Link href={`/${lng}/${slug}`}>{t(`footer.pages.${slug}`)}</Link>
    </li>
  )
  return (
    <footer className={`site-footer site-footer--${variant}`} data-testid="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size={24} />
          <span>{t("footer.rights", { company })}</span>
        </div>
        {variant === "compact" ? (
          <nav aria-label={t("footer.navLabel")}>
            <ul className="site-footer__links">
              <li>
                <Link href={`/${lng}/rules/general`}>{t("footer.rules")}</Link>
              </li>
              {LEGAL_PAGES.map(page)}
              <DevLinks lng={lng} />
            </ul>
          </nav>
        ) : (
          <nav aria-label={t("footer.navLabel")} className="site-footer__columns">
            <div>
              <h2 className="site-footer__heading">{t("footer.information")}</h2>
              <ul className="site-footer__list">
                <li>
                  <Link href={`/${lng}/`}>{t("footer.home")}</Link>
                </li>
                {INFORMATION.map(page)}
                <li>
                  <Link href={`/${lng}/news`}>{t("footer.news")}</Link>
                </li>
                <li>
                  <Link href={`/${lng}/blog`}>{t("footer.blog")}</Link>
                </li>
                <li>
                  <Link href={`/${lng}/promotions`}>{t("footer.promotions")}</Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className="site-footer__heading">{t("footer.legal")}</h2>
              <ul className="site-footer__list">
                <li>
                  <Link href={`/${lng}/rules/general`}>{t("footer.rules")}</Link>
                </li>
                {LEGAL.map(page)}
                {/* Limits, breaks and self-exclusion (SPEC.md 2.5): a guest following it is asked to sign in first. */}
                <li>
                  <Link href={`/${lng}/responsible`}>{t("footer.responsible")}</Link>
                </li>
              </ul>
            </div>
            {__DEV_TOOLS__ ? (
              <div>
                <h2 className="site-footer__heading">{t("footer.developer")}</h2>
                <ul className="site-footer__list">
                  <DevLinks lng={lng} />
                </ul>
              </div>
            ) : null}
          </nav>
        )}
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
