import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"
import { Brand } from "./Brand"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { HeaderAccount } from "../../session/HeaderAccount"
import { ThemeToggle } from "../../settings/ThemeToggle"

// Only signed-in players see a balance: its code is a chunk of its own, never in the first route's JavaScript.
const HeaderBalance = lazy(() => import("../../account/HeaderBalance").then((m) => ({ default: m.HeaderBalance })))

/**
 * The site header: brand, language, theme, and the account corner (sign-in and registration, or the player). The product's section navigation (sport, live, casino) joins it
 * when those pages exist; until then it links nowhere that would answer 404.
 */
export const Header = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const company = store.siteConfig.value.config?.companyName ?? ""
  const lng = store.language.value.current ?? ""
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand company={company} lng={lng} label={t("header.homeLink", { company })} />
        <div className="site-header__tools">
          {store.session.value.status === "player" ? (
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
          ) : null}
          <LanguageSwitcher />
          <ThemeToggle />
          <HeaderAccount />
        </div>
      </div>
    </header>
  )
}
