import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { isRegistrationAvailable } from "../../../domain/config/siteConfig"
import { usableLanguages } from "../../../domain/shell/language"
import { isAuthenticated } from "../../../projections/session/session"
import { useStore } from "../../AppContext"
import { buttonClass } from "../../kit/Button"
import { ShieldIcon } from "../../kit/icons"
import { SkeletonBlock, SkeletonLine, SkeletonRows } from "../../kit/Skeleton"
import { languageName } from "../../i18n/languageNames"
import { regionName } from "../../i18n/regionName"
import { withSlipParts } from "./withSlipParts"

// The sports area's lists load after the page's own text, so the heading and the lead paint first (ARCHITECTURE 8).
const HomeTopGames = lazy(() => withSlipParts(() => import("../../sports/HomeTopGames").then((m) => m.HomeTopGames)).then((View) => ({ default: View })))

/** How many games each of the home page's top lists shows (HOME_TOP_GAMES in src/ui/sports/HomeTopGames.tsx). */
const TOP_GAMES = 8
/** A row of the line (ROW_HEIGHT in src/ui/sports/GameList.tsx). */
const GAME_ROW_HEIGHT = 64

/**
 * The top games' place while their chunk loads: the two cards with a line for each heading and a row for each game,
 * and the bet slip's column when the player keeps it, standing where the lists will.
 */
const HomeTopSkeleton = ({ slip, label }: { readonly slip: boolean; readonly label: string }) => (
  <div className={`home-top${slip ? " home-top--slip" : ""}`}>
    {[0, 1].map((list) => (
      <section key={list} className="card home-top__list" aria-busy="true">
        <div className="home-top__head">
          <SkeletonLine width="35%" />
        </div>
        <SkeletonRows count={TOP_GAMES} height={GAME_ROW_HEIGHT} blocks={3} framed label={label} />
      </section>
    ))}
    {slip ? <SkeletonBlock className="home-top__slip" height={240} radius="var(--radius)" /> : null}
  </div>
)

/**
 * The landing page (SPEC.md 2.2 home): who we are, the top live and upcoming games, the 18+ and
 * responsible-gaming notice, and the facts the site config gives.
 */
export const HomePage = () => {
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

      <Suspense fallback={<HomeTopSkeleton slip={store.settings.value.rightSectionShown === 1} label={t("common.loading")} />}>
        <HomeTopGames />
      </Suspense>

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
