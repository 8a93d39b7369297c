import type { CouponSettings, SettingsChange } from "../../domain/coupon/couponSettings"
import { ChangeCoefActionId } from "../../domain/coupon/priceChange"
import type { useAreaTexts } from "../i18n/areaTexts"
import { MoneyInput } from "./MoneyInput"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

/**
 * The coupon's settings (SPEC.md 3 coupon settings, 4 toggle rules): what happens when prices change, one-click
 * bets with their stake, only at the price shown, dropping live bets on a score change. One-click on a coupon with
 * bets asks first.
 */
export const CouponSettingsBlock = ({
  t,
  settings,
  digits,
  oneClickDefault,
  question,
  onChange
}: {
  readonly t: T
  readonly settings: CouponSettings
  /** The minor digits of the coupon account's currency (the one-click stake is in its minor units). */
  readonly digits: number
  /** What one-click stakes while the player set no stake of their own: the currency's initial amount (SPEC.md 9). */
  readonly oneClickDefault: number
  readonly question: boolean
  readonly onChange: (change: SettingsChange, confirmed: boolean) => void
}) => (
  <details className="coupon-settings">
    <summary>{t("settings.title")}</summary>
    <label className="coupon__field">
      <span>{t("settings.changeCoefAction")}</span>
      <select
        value={settings.changeCoefAction}
        onChange={(e) => onChange({ _tag: "Set", patch: { changeCoefAction: Number(e.target.value) as ChangeCoefActionId } }, false)}
        data-testid="change-coef-action"
      >
        {ChangeCoefActionId.literals.map((action) => (
          <option key={action} value={action}>
            {t(`settings.actions.${action}`)}
          </option>
        ))}
      </select>
    </label>
    <label className="coupon__check">
      <input type="checkbox" checked={settings.exactCoef === 1} onChange={(e) => onChange({ _tag: "ExactCoef", value: e.target.checked ? 1 : 0 }, false)} />
      {t("settings.exactCoef")}
    </label>
    <label className="coupon__check">
      <input type="checkbox" checked={settings.isDropOnScoreChange} onChange={(e) => onChange({ _tag: "DropOnScoreChange", on: e.target.checked }, false)} />
      {t("settings.dropOnScoreChange")}
    </label>
    <label className="coupon__check">
      <input type="checkbox" checked={settings.isOneClick} onChange={(e) => onChange({ _tag: "OneClick", on: e.target.checked }, false)} />
      {t("settings.oneClick")}
    </label>
    {settings.isOneClick ? (
      <label className="coupon__field">
        <span>{t("settings.oneClickAmount")}</span>
        <MoneyInput label={t("settings.oneClickAmount")} amount={settings.oneClickAmount === 0 ? oneClickDefault : settings.oneClickAmount} digits={digits} onAmount={(amount) => onChange({ _tag: "Set", patch: { oneClickAmount: amount } }, false)} />
      </label>
    ) : null}
    {question ? (
      <div className="coupon-settings__question" role="alertdialog" aria-label={t("settings.oneClick")}>
        <p>{t("settings.oneClickQuestion")}</p>
        <button type="button" className="btn" onClick={() => onChange({ _tag: "OneClick", on: true }, true)}>
          {t("settings.confirm")}
        </button>
      </div>
    ) : null}
  </details>
)
