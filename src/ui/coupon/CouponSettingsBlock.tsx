import { type CouponSettings, oneClickStake, oneClickStakeField, type SettingsChange } from "../../domain/coupon/couponSettings"
import { ChangeCoefActionId } from "../../domain/coupon/priceChange"
import type { useAreaTexts } from "../i18n/areaTexts"
import { Button } from "../kit/Button"
import { MoneyInput } from "../kit/MoneyInput"
import { stakeRefusalText } from "./stakeRefusalText"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

/**
 * The coupon's settings (SPEC.md 3 coupon settings, 4 toggle rules): what happens when prices change, one-click
 * bets with their stake, only at the price shown, dropping live bets on a score change. One-click on a coupon with
 * bets asks first; turned on, it asks for its stake and places nothing until the player has typed one.
 */
export const CouponSettingsBlock = ({
  t,
  settings,
  digits,
  iso,
  accountType,
  question,
  onChange
}: {
  readonly t: T
  readonly settings: CouponSettings
  /** The minor digits of the coupon account's currency (the one-click stake is in its minor units). */
  readonly digits: number
  readonly iso: string
  /** The type of the account the coupon stakes from: a bonus account keeps a one-click stake of its own. */
  readonly accountType: number
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
        <MoneyInput
          field="one-click"
          label={t("settings.oneClickAmount")}
          amount={oneClickStake(settings, accountType)}
          digits={digits}
          describeRefusal={(refusal) => stakeRefusalText(t, refusal, iso)}
          onAmount={(amount) => onChange({ _tag: "Set", patch: { [oneClickStakeField(accountType)]: amount } }, false)}
        />
        {oneClickStake(settings, accountType) === 0 ? (
          <span className="coupon-settings__ask" role="status">
            {t("settings.oneClickAsk")}
          </span>
        ) : null}
      </label>
    ) : null}
    {question ? (
      <div className="coupon-settings__question" role="alertdialog" aria-label={t("settings.oneClick")}>
        <p>{t("settings.oneClickQuestion")}</p>
        <Button variant="secondary" onClick={() => onChange({ _tag: "OneClick", on: true }, true)}>
          {t("settings.confirm")}
        </Button>
      </div>
    ) : null}
  </details>
)
