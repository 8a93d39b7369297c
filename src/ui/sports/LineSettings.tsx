import { useSignals } from "@preact/signals-react/runtime"
import { ChangeBettingState, ChangeSettings } from "../../commands/settings/commands"
import { type BettingState, marketFilterList, marketFilterOf } from "../../domain/settings/bettingState"
import { TIME_FILTERS, type TimeFilter } from "../../domain/sports/lineFilters"
import type { PlayerSettings } from "../../domain/settings/globalSettings"
import { MarketType } from "../../domain/sports/feed"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import "../kit/field.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]
type FlagKey<R> = { [K in keyof R]: R[K] extends 0 | 1 ? K : never }[keyof R]

/** The global settings of SPEC.md 3 that change the line, each a 0/1 flag, with its label's key. */
const SETTING_FLAGS: ReadonlyArray<readonly [FlagKey<PlayerSettings>, string]> = [
  ["compactView", "compactView"],
  ["groupByCountry", "groupByCountry"],
  ["detailedScore", "detailedScore"],
  ["showGameId", "showGameId"],
  ["sportsOnly", "sportsOnly"],
  ["teamLogosInCoupon", "teamLogos"],
  ["leftSectionShown", "leftColumn"],
  ["rightSectionShown", "rightColumn"]
]

/** The betting state's flags (SPEC.md 3 "Betting state"). */
const BETTING_FLAGS: ReadonlyArray<readonly [FlagKey<BettingState>, string]> = [
  ["groupByCategory", "groupByCategory"],
  ["onlyWithVideos", "onlyWithVideos"],
  ["wideScoreboard", "wideScoreboard"]
]

const flip = (value: 0 | 1): 0 | 1 => (value === 1 ? 0 : 1)

/**
 * The line's settings in one panel of the sports bar: the view (European or Asian), display flags, the time filter
 * and the markets the game page shows. Each choice is a command, kept in local storage by the settings area.
 */
export const LineSettings = ({ t }: { readonly t: T }) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const settings = store.settings.value
  const betting = store.bettingState.value
  const shownMarkets = marketFilterOf(betting.filteredMarkets)
  const toggleMarket = (type: MarketType) => {
    const next = new Set(shownMarkets)
    if (next.has(type)) next.delete(type)
    else next.add(type)
    void dispatch(new ChangeBettingState({ patch: { filteredMarkets: marketFilterList(next) } }))
  }
  return (
    <details className="line-settings">
      <summary className="btn btn--ghost line-settings__open">{t("lineSettings.open")}</summary>
      <div className="line-settings__panel">
        <fieldset className="line-settings__group">
          <legend>{t("lineSettings.view")}</legend>
          {([0, 1] as const).map((view) => (
            <label key={view} className="line-settings__choice">
              <input
                type="radio"
                name="line-view"
                checked={settings.appViewType === view}
                onChange={() => void dispatch(new ChangeSettings({ patch: { appViewType: view } }))}
              />
              {t(`lineSettings.views.${String(view) as "0"}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="line-settings__group">
          <legend>{t("lineSettings.display")}</legend>
          {SETTING_FLAGS.map(([key, label]) => (
            <label key={key} className="line-settings__choice">
              <input type="checkbox" checked={settings[key] === 1} onChange={() => void dispatch(new ChangeSettings({ patch: { [key]: flip(settings[key]) } }))} />
              {t(`lineSettings.${label as "compactView"}`)}
            </label>
          ))}
          {BETTING_FLAGS.map(([key, label]) => (
            <label key={key} className="line-settings__choice">
              <input type="checkbox" checked={betting[key] === 1} onChange={() => void dispatch(new ChangeBettingState({ patch: { [key]: flip(betting[key]) } }))} />
              {t(`lineSettings.${label as "compactView"}`)}
            </label>
          ))}
        </fieldset>
        <label className="line-settings__group line-settings__time">
          <span>{t("lineSettings.time")}</span>
          <select
            className="field__input"
            value={betting.timeFilter}
            onChange={(event) => void dispatch(new ChangeBettingState({ patch: { timeFilter: event.target.value as TimeFilter } }))}
          >
            {TIME_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`lineSettings.times.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="line-settings__group">
          <legend>{t("lineSettings.markets")}</legend>
          <label className="line-settings__choice">
            <input
              type="checkbox"
              checked={shownMarkets.size === 0}
              onChange={() => void dispatch(new ChangeBettingState({ patch: { filteredMarkets: "" } }))}
            />
            {t("lineSettings.allMarkets")}
          </label>
          {MarketType.literals.map((type) => (
            <label key={type} className="line-settings__choice">
              <input type="checkbox" checked={shownMarkets.has(type)} onChange={() => toggleMarket(type)} />
              {t(`markets.${type}`, { line: "" }).trim()}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  )
}
