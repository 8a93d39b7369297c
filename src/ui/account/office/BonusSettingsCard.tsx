import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState, type FormEvent } from "react"
import { LoadAccountSettings, SaveAccountSettings } from "../../../commands/account/bonusCommands"
import { type AccountSettings, BONUS_TYPES, type BonusType } from "../../../domain/account/bonusSettings"
import { useDispatch, useStore } from "../../AppContext"
import { LoadFailed } from "./OfficeFrame"
import { useOfficeTexts } from "./useOfficeTexts"
import "../bonuses.css"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

/**
 * The settings page's card of SPEC.md 3 "Account settings": the bonus offers the player takes part in (bonus_type) and
 * the bonus of the first deposit (first_deposit_bonus_type), which the server refuses to change once a deposit is made
 * (the select is disabled then, and says why).
 */
export const BonusSettingsCard = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const state = store.accountSettings.value
  const [edited, setEdited] = useState<AccountSettings | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (player && state.status === "idle") void dispatch(new LoadAccountSettings({}))
  }, [player, state.status, dispatch])

  if (state.status === "failed" && state.current === null) return <LoadFailed onRetry={() => void dispatch(new LoadAccountSettings({}))} />
  if (state.current === null) return <p className="muted">{t("office.loading")}</p>
  const { firstDepositMade, settings } = state.current
  const shown = edited ?? settings
  const change = (patch: Partial<AccountSettings>) => setEdited({ ...shown, ...patch })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      // Only what changed is sent: a decided first-deposit bonus is never asked to change.
      const patch = {
        ...(shown.bonus_type !== settings.bonus_type ? { bonus_type: shown.bonus_type } : {}),
        ...(shown.first_deposit_bonus_type !== settings.first_deposit_bonus_type ? { first_deposit_bonus_type: shown.first_deposit_bonus_type } : {})
      }
      await dispatch(new SaveAccountSettings({ patch }))
      setEdited(null)
    } finally {
      setBusy(false)
    }
  }

  const error = state.error
  const code = error?._tag === "ServerRefused" ? String(error.code ?? error.status) : (error?._tag ?? "")
  const status =
    error !== null ? (error._tag === "ServerRefused" && error.status === 409 ? t("bonuses.refused") : t("bonuses.failed", { code })) : state.saved ? t("bonuses.saved") : ""
  return (
    <form className="bonus-settings" onSubmit={(event) => void submit(event)} aria-label={t("bonuses.title")}>
      <fieldset className="office-card">
        <legend className="visually-hidden">{t("bonuses.title")}</legend>
        <h2 aria-hidden="true">{t("bonuses.title")}</h2>
        <p className="muted">{t("bonuses.lead")}</p>
        <div className="office-fields">
          <Field label={t("bonuses.bonusType")}>
            <select className="field__input" name="bonus_type" value={shown.bonus_type} onChange={(event) => change({ bonus_type: event.target.value as BonusType })}>
              {BONUS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`bonuses.bonusTypes.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("bonuses.firstDepositType")}>
            <select
              className="field__input"
              name="first_deposit_bonus_type"
              value={shown.first_deposit_bonus_type}
              disabled={firstDepositMade}
              aria-describedby={firstDepositMade ? "first-deposit-decided" : undefined}
              onChange={(event) => change({ first_deposit_bonus_type: event.target.value as BonusType })}
            >
              {BONUS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`bonuses.types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {firstDepositMade ? (
          <p id="first-deposit-decided" className="bonus-settings__note">
            {t("bonuses.decided")}
          </p>
        ) : null}
      </fieldset>
      <div className="office-actions">
        <button type="submit" className={buttonClass("primary")} disabled={busy || edited === null}>
          {busy ? t("office.saving") : t("bonuses.save")}
        </button>
        <p className={`office__status${error === null ? "" : " office__status--failed"}`} role="status">
          {status}
        </p>
      </div>
    </form>
  )
}
