import { useSignals } from "@preact/signals-react/runtime"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { GameDetails } from "./GameDetails"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { MultiLiveToggle } from "./MultiLiveToggle"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { useWatch } from "./useWatch"
import "./sports.css"
import { useSlipParts } from "./slipParts"

/** Multi-live (SPEC.md 2.2 multi): the live games the player picked, side by side, polled as one list every 5 s. */
export const MultiLivePage = () => {
  useSignals()
  const { SlipCounter } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const gameIds = store.multiLive.value
  const list = useWatch(gameIds.length === 0 ? null : { _tag: "multi", gameIds })
  return (
    <div className="container multi">
      <div className="sports__bar">
        <h1 className="sports__heading">{t("multi.title")}</h1>
        <SlipCounter />
        <OddsFormatSelect t={t} />
      </div>
      {gameIds.length === 0 ? (
        <p className="muted">
          {t("multi.empty")} <a href={`/${lng}/live`}>{t("sections.live")}</a>
        </p>
      ) : (
        <div className="multi__games" style={{ gridTemplateColumns: `repeat(${gameIds.length}, minmax(0, 1fr))` }}>
          {gameIds.map((id) => (
            <div key={id} className="multi__game">
              <div className="multi__remove">
                <MultiLiveToggle t={t} gameId={id} />
              </div>
              <GameDetails t={t} lng={lng} gameId={id} list={list} compact />
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
