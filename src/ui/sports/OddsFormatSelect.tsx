import { useSignals } from "@preact/signals-react/runtime"
import { ChangeSettings } from "../../commands/settings/commands"
import { ODDS_FORMATS } from "../../domain/sports/oddsFormats"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import "../kit/field.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** The six coefficient formats of SPEC.md 9; the choice is a global setting, kept like the others. */
export const OddsFormatSelect = ({ t }: { readonly t: T }) => {
  useSignals()
  const dispatch = useDispatch()
  const coefViewId = useStore().settings.value.coefViewId
  return (
    <label className="odds-format">
      <span className="odds-format__label">{t("odds.label")}</span>
      <select className="field__input odds-format__select" value={coefViewId} onChange={(event) => void dispatch(new ChangeSettings({ patch: { coefViewId: Number(event.target.value) } }))}>
        {ODDS_FORMATS.map((_, id) => (
          <option key={id} value={id}>
            {t(`odds.formats.${String(id) as "0"}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
