import { useSignals } from "@preact/signals-react/runtime"
import { Navigate } from "../../commands/shell/commands"
import type { Section } from "../../domain/sports/feed"
import { betsOnYourPathOf, COUNTRIES_WITH_CHAMPIONSHIPS, type CountryCode, yourCountry } from "../../domain/sports/yourCountry"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { regionName } from "../i18n/regionName"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"
import "../kit/field.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * SPEC.md 2.2 page type `betsonyour`: the games of the player's country, in play and upcoming (the meaning and whose
 * country it is: src/domain/sports/yourCountry.ts). The picker's choice is the page's `country` query value, so a
 * chosen country is a link like any other page. A signed-in player's country is known once the user config answers;
 * until then the page waits rather than show the geo country's games for a moment.
 */
export const BetsOnYourPage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t, i18n } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const dispatch = useDispatch()
  const lng = store.language.value.current ?? "en"
  const textLanguage = i18n.resolvedLanguage ?? lng
  const picked = new URLSearchParams(store.location.value.search).get("country")
  const session = store.session.value.status
  const userConfig = store.userConfig.value
  const waiting = picked === null && (session === "unknown" || (session === "player" && userConfig.config === null && userConfig.error === null))
  const country = yourCountry({ picked, profile: userConfig.config?.user_country_code ?? null, geo: store.siteConfig.value.config?.geoCountry ?? null })
  const name = regionName(country, textLanguage)
  const options = [...new Set<CountryCode>([...COUNTRIES_WITH_CHAMPIONSHIPS, country])]
    .map((code) => ({ code, name: regionName(code, textLanguage) }))
    .sort((a, b) => a.name.localeCompare(b.name, textLanguage))
  const covered = COUNTRIES_WITH_CHAMPIONSHIPS.includes(country)
  // The bet slip beside the prices, as on the line (unless the player hid the right section).
  const slip = store.settings.value.rightSectionShown === 1
  return (
    <div className={`container sports page-variant${slip ? " sports--with-selections" : ""}`} data-page-type="betsonyour" data-country={waiting ? undefined : country}>
      <div className="sports__main">
        <div className="sports__bar">
          <label className="odds-format">
            <span className="odds-format__label">{t("pageTypes.betsonyour.country")}</span>
            <select
              className="field__input odds-format__select"
              value={waiting ? "" : country}
              disabled={waiting}
              onChange={(event) => void dispatch(new Navigate({ to: betsOnYourPathOf(lng, event.target.value), mode: "push" }))}
            >
              {waiting ? <option value="">{t("loading")}</option> : null}
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <OddsFormatSelect t={t} />
        </div>
        <h1 className="sports__heading">{t("pageTypes.betsonyour.title")}</h1>
        {waiting ? (
          <p className="muted">{t("loading")}</p>
        ) : !covered ? (
          <p className="muted">{t("pageTypes.betsonyour.none", { country: name })}</p>
        ) : (
          <>
            <p className="muted">{t("pageTypes.betsonyour.lead", { country: name })}</p>
            <div className="page-variant__columns">
              <CountryColumn t={t} lng={lng} section="live" country={country} name={name} />
              <CountryColumn t={t} lng={lng} section="line" country={country} name={name} />
            </div>
          </>
        )}
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

const CountryColumn = ({ t, lng, section, country, name }: { readonly t: T; readonly lng: string; readonly section: Section; readonly country: CountryCode; readonly name: string }) => {
  useSignals()
  const list = useWatch({ _tag: "country", section, country })
  const title = t(`pageTypes.betsonyour.${section}`, { country: name })
  return (
    <section className="page-variant__column" aria-labelledby={`betsonyour-${section}`}>
      <h2 id={`betsonyour-${section}`} className="sports__subheading">
        {title}
      </h2>
      <GameList t={t} lng={lng} list={list} label={title} />
    </section>
  )
}
