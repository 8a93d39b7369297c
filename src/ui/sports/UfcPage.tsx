import { useSignals } from "@preact/signals-react/runtime"
import type { Championship, Section } from "../../domain/sports/feed"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * SPEC.md 2.2 page type `ufc`: the championships of MMA whose page type is UFC, on a page of their own in the UFC
 * theme (as the championship pages wear theirs): the fights in play and the upcoming ones. Which championships they
 * are is the feed's (the championship's page type), not this page's.
 */
export const UfcPage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const lng = useStore().language.value.current ?? "en"
  const live = useWatch({ _tag: "championships", section: "live", sportId: "mma" })
  const line = useWatch({ _tag: "championships", section: "line", sportId: "mma" })
  const ufc = (section: Section): ReadonlyArray<Championship> =>
    ((section === "live" ? live : line)?.championships ?? []).map(({ championship }) => championship).filter((championship) => championship.page === "ufc")
  const named = [...ufc("line"), ...ufc("live")][0]
  const loading = line === undefined || (line.status === "loading" && line.championships.length === 0)
  // The bet slip beside the prices, as on the line (unless the player hid the right section).
  const slip = useStore().settings.value.rightSectionShown === 1
  return (
    <div className={`container sports sports--theme sports--ufc page-variant${slip ? " sports--with-selections" : ""}`} data-theme-page="ufc" data-page-type="ufc">
      <div className="sports__main">
        <div className="sports__bar">
          <OddsFormatSelect t={t} />
        </div>
        <div className="sports__banner">
          <span className="sports__banner-country">{named?.country ?? t("sports.mma")}</span>
          <span className="sports__banner-name">{named?.name ?? t("pageTypes.ufc.title")}</span>
        </div>
        <h1 className="sports__heading">{named?.name ?? t("pageTypes.ufc.title")}</h1>
        {loading ? (
          <p className="muted">{t("loading")}</p>
        ) : ufc("live").length === 0 && ufc("line").length === 0 ? (
          <p className="muted">{t("pageTypes.ufc.empty")}</p>
        ) : (
          <div className="page-variant__columns">
            {(["live", "line"] as const).map((section) => (
              <section key={section} className="page-variant__column" aria-labelledby={`ufc-${section}`}>
                <h2 id={`ufc-${section}`} className="sports__subheading">
                  {t(`pageTypes.ufc.${section}`)}
                </h2>
                {ufc(section).length === 0 ? <p className="muted">{t("games.empty")}</p> : null}
                {ufc(section).map((championship) => (
                  <ChampionshipGames key={championship.id} t={t} lng={lng} section={section} championship={championship} label={t(`pageTypes.ufc.${section}`)} />
                ))}
              </section>
            ))}
          </div>
        )}
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

const ChampionshipGames = ({ t, lng, section, championship, label }: { readonly t: T; readonly lng: string; readonly section: Section; readonly championship: Championship; readonly label: string }) => {
  const list = useWatch({ _tag: "games", section, championshipId: championship.id })
  return <GameList t={t} lng={lng} list={list} label={`${label}: ${championship.name}`} />
}
