import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"
import { lazyPart } from "../boot/lazyPart"
import { Brand } from "./Brand"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { OFFICE_SECTIONS, type OfficeSection } from "../../account/office/officeSections"
import { HeaderAccount } from "../../session/HeaderAccount"
import { ThemeToggle } from "../../settings/ThemeToggle"

// Only signed-in players see a balance: its code is a chunk of its own, never in the first route's JavaScript.
const HeaderBalance = lazyPart("headerBalance", () => import("../../account/HeaderBalance").then((m) => m.HeaderBalance))

/**
 * The site header: brand, the sections (the line and live, cyber sport, the casino, results), language,
 * theme, and the account corner (sign-in and registration, or the player). Links are plain anchors: the shell
 * turns their clicks into Navigate commands (interceptAnchors.ts).
 */
export const Header = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const company = store.siteConfig.value.config?.companyName ?? ""
  const lng = store.language.value.current ?? ""
  // The account menu's Rewards link carries the loyalty points of the main account (SPEC.md 3 account "points").
  const points = store.accounts.value.all_accounts.find((account) => account.type === 0)?.points ?? 0
  const officeLabel = (id: OfficeSection): string => (id === "rewards" && points > 0 ? t("officeNav.rewardsPoints", { points: new Intl.NumberFormat(lng || "en").format(points) }) : t(`officeNav.${id}`))
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand company={company} lng={lng} label={t("header.homeLink", { company })} />
        <nav className="site-header__nav" aria-label={t("header.sections")}>
          <a className="site-header__link" href={`/${lng}/line`}>
            {t("header.line")}
          </a>
          <a className="site-header__link" href={`/${lng}/live`}>
            {t("header.live")}
          </a>
          {/* SPEC.md 3 "sports only": a player who chose it is not offered cyber sport. */}
          {store.settings.value.sportsOnly === 1 ? null : (
            <a className="site-header__link" href={`/${lng}/cyber`}>
              {t("header.cyber")}
            </a>
          )}
          <a className="site-header__link" href={`/${lng}/casino`}>
            {t("header.casino")}
          </a>
          <a className="site-header__link" href={`/${lng}/results`}>
            {t("header.results")}
          </a>
        </nav>
        <div className="site-header__tools">
          {store.session.value.status === "player" ? (
            <HeaderBalance />
          ) : null}
          <LanguageSwitcher />
          <ThemeToggle />
          <HeaderAccount officeLinks={OFFICE_SECTIONS.map(({ id, path }) => ({ id, path, label: officeLabel(id) }))} />
        </div>
      </div>
    </header>
  )
}
