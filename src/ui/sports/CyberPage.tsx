import { useSignals } from "@preact/signals-react/runtime"
import { CyberType, type Section } from "../../domain/sports/feed"
import { sportsPathOf } from "../../domain/sports/watch"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { useWatch } from "./useWatch"
import "./sports.css"

const TYPES = CyberType.literals

/**
 * Cyber-sport (SPEC.md 2.2): /{lng}/cyber/{type?} or /{lng}/esports/{type?}, type real (e-sports), virtual or
 * stream, `?section=live` for in-play. The section's disciplines and their championships, with their counts, each
 * opening the line or live pages of that discipline.
 */
export const CyberPage = () => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const { path, search } = store.location.value
  const [, , root = "cyber", segment] = path.split("/")
  const type = (TYPES as ReadonlyArray<string>).includes(segment ?? "") ? (segment as CyberType) : "real"
  const section: Section = new URLSearchParams(search).get("section") === "live" ? "live" : "line"
  const list = useWatch({ _tag: "cyber", type, section })
  const pathOf = (to: CyberType, inSection: Section) => `/${lng}/${root}/${to}${inSection === "live" ? "?section=live" : ""}`
  return (
    <div className="container results">
      <h1 className="sports__heading">{t("cyber.title")}</h1>
      <nav className="results__sports" aria-label={t("cyber.kinds")}>
        {TYPES.map((kind) => (
          <a key={kind} className={`sports__section${kind === type ? " sports__section--current" : ""}`} href={pathOf(kind, section)} aria-current={kind === type ? "page" : undefined}>
            {t(`cyber.types.${kind}`)}
          </a>
        ))}
      </nav>
      <nav className="sports__sections cyber__sections" aria-label={t("menu.title")}>
        {(["line", "live"] as const).map((each) => (
          <a key={each} className={`sports__section${each === section ? " sports__section--current" : ""}`} href={pathOf(type, each)} aria-current={each === section ? "page" : undefined}>
            {t(`sections.${each}`)}
          </a>
        ))}
      </nav>
      {list === undefined || (list.status === "loading" && list.menu.length === 0) ? (
        <p className="muted">{t("loading")}</p>
      ) : list.menu.length === 0 ? (
        <p className="muted">{t("cyber.empty")}</p>
      ) : (
        <>
          <h2 className="sports__subheading">{t("cyber.disciplines")}</h2>
          <ul className="champ-list" aria-label={t("cyber.disciplines")}>
            {list.menu.map(({ sport, count }) => (
              <li key={sport.id}>
                <a className="champ-list__link" href={sportsPathOf(lng, { section, sportId: sport.id, championshipId: null, gameId: null })}>
                  <span className="champ-list__name">{t(`sports.${sport.id}`)}</span>
                  <span className="sports-menu__count">{count}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="sports__subheading">{t("championships.title")}</h2>
          <ul className="champ-list" aria-label={t("championships.title")}>
            {list.championships.map(({ championship, count }) => (
              <li key={championship.id}>
                <a className="champ-list__link" href={sportsPathOf(lng, { section, sportId: championship.sportId, championshipId: championship.id, gameId: null })}>
                  <span className="champ-list__country">{t(`sports.${championship.sportId}`)}</span>
                  <span className="champ-list__name">{championship.name}</span>
                  <span className="sports-menu__count">{count}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
