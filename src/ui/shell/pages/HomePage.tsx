import { useSignals } from "@preact/signals-react/runtime"
import type { ComponentType } from "react"
import { useTranslation } from "react-i18next"
import { isRegistrationAvailable } from "../../../domain/config/siteConfig"
import { usableLanguages } from "../../../domain/shell/language"
import { isAuthenticated } from "../../../projections/session/session"
import { useStore } from "../../AppContext"
import { buttonClass } from "../../kit/Button"
import { ShieldIcon } from "../../kit/icons"
import { languageName } from "../../i18n/languageNames"
import { regionName } from "../../i18n/regionName"

/**
 * The landing page (SPEC.md 2.2 home): who we are, the top live and upcoming games, the 18+ and
 * responsible-gaming notice, and the facts the site config gives.
 */
export const HomePage = ({ TopGames }: { readonly TopGames: ComponentType }) => {
  useSignals()
  const { t, i18n } = useTranslation()
  const store = useStore()
  const config = store.siteConfig.value.config
  const session = store.session.value
  const current = store.language.value.current
  if (config === null) return null
  // The language the texts are actually in (German visitors read the English fallback), for Intl formatting.
  const textLanguage = i18n.resolvedLanguage ?? "en"

  const company = config.companyName
  const languages = usableLanguages(config.languages, isAuthenticated(session))
  const registration = isRegistrationAvailable(config)
    ? t("home.registrationOpen", {
        types: new Intl.ListFormat(textLanguage, { type: "conjunction" }).format(
          config.registration.types.map((type) => t(`registrationTypes.${type}`))
        )
      })
    : t("home.registrationClosed")
  const visitor =
    session.status === "player" ? t("home.visitorPlayer") : session.status === "guest" ? t("home.visitorGuest") : t("home.visitorUnknown")
  const region = config.geoCountry === null ? t("home.regionUnknown") : regionName(config.geoCountry, textLanguage)

  return (
    <div className="container home">
      <section className="home__hero">
        <h1>{t("home.heading", { company })}</h1>
        <p className="home__lead">{t("home.lead")}</p>
        <p>
          <a className={buttonClass("primary")} href={`/${current ?? "en"}/casino`} data-testid="home-casino">
            {t("home.casinoLink")}
          </a>
        </p>
      </section>

      <TopGames />

      <div className="home__grid">
        <section className="card home__facts" aria-labelledby="home-facts">
          <h2 id="home-facts">{t("home.factsTitle")}</h2>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t("home.languagesLabel")}</dt>
              <dd>
                <ul className="chips">
                  {languages.map((lng) => (
                    <li key={lng} lang={lng} className={lng === current ? "chip chip--active" : "chip"}>
                      {languageName(lng)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t("home.registrationLabel")}</dt>
              <dd>{registration}</dd>
            </div>
            <div className="facts__row">
              <dt>{t("home.visitorLabel")}</dt>
              <dd>{visitor}</dd>
            </div>
            <div className="facts__row">
              <dt>{t("home.regionLabel")}</dt>
              <dd>{region}</dd>
            </div>
          </dl>
        </section>

        <section className="card notice notice--age" aria-labelledby="home-age">
          <div className="notice__head">
            <span className="age-badge" aria-hidden="true">
              {t("common.ageBadge")}
            </span>
            <h2 id="home-age">{t("home.ageTitle")}</h2>
          </div>
          <p>{t("home.ageText")}</p>
          <p className="notice__foot">
            <ShieldIcon size={18} />
            <span>{t("footer.ageNotice")}</span>
          </p>
        </section>
      </div>
    </div>
  )
}
