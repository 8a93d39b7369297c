import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState, type FormEvent } from "react"
import { LoadOfficeSettings, SaveOfficeSettings } from "../../../commands/account/officeCommands"
import { ChangeSettings } from "../../../commands/settings/commands"
import { DEFAULT_MAILING, type MailingSettings } from "../../../domain/account/mailingSettings"
import type { PlayerSettingsPatch } from "../../../domain/settings/globalSettings"
import { ODDS_FORMATS } from "../../../domain/sports/oddsFormats"
import { useDispatch, useStore } from "../../AppContext"
import { BonusSettingsCard } from "./BonusSettingsCard"
import { LoadFailed, OfficeFrame } from "./OfficeFrame"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

const MAILING = ["enable_mail_news", "enable_mail_deposit", "enable_mail_bets", "enable_sms_news"] as const
const FLAGS = ["is12h", "compactView", "showGameId"] as const
const TIME_ZONES = Array.from({ length: 27 }, (_, i) => i - 12)

/**
 * The office's settings page (SPEC.md 2.5 settings): the mailing settings of SPEC.md 3 and the global settings a
 * player chooses, both kept on the server so they follow the player to every device.
 */
export const SettingsPage = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const state = store.officeSettings.value
  const site = store.settings.value
  const [mailing, setMailing] = useState<MailingSettings | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (player && state.status === "idle") void dispatch(new LoadOfficeSettings({}))
  }, [player, state.status, dispatch])

  const shownMailing = mailing ?? state.mailing ?? DEFAULT_MAILING
  /** A site setting applies at once here (the settings area) and is saved for the player with the next save. */
  const change = (patch: PlayerSettingsPatch) => void dispatch(new ChangeSettings({ patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const global: PlayerSettingsPatch = {
        appTheme: site.appTheme,
        coefViewId: site.coefViewId,
        timeZone: site.timeZone,
        is12h: site.is12h,
        compactView: site.compactView,
        showGameId: site.showGameId
      }
      await dispatch(new SaveOfficeSettings({ mailing: shownMailing, global }))
      setMailing(null)
    } finally {
      setBusy(false)
    }
  }

  const body = (() => {
    if (state.status === "failed" && state.mailing === null) return <LoadFailed onRetry={() => void dispatch(new LoadOfficeSettings({}))} />
    if (state.mailing === null) return <p className="muted">{t("office.loading")}</p>
    const code = state.error?._tag === "ServerRefused" ? String(state.error.code ?? state.error.status) : (state.error?._tag ?? "")
    return (
      <form onSubmit={(event) => void submit(event)}>
        <fieldset className="office-card">
          <legend className="visually-hidden">{t("office.settings.mailing")}</legend>
          <h2 aria-hidden="true">{t("office.settings.mailing")}</h2>
          <p className="muted">{t("office.settings.mailingLead")}</p>
          {MAILING.map((key) => (
            <label key={key} className="office-check">
              <input type="checkbox" name={key} checked={shownMailing[key]} onChange={(event) => setMailing({ ...shownMailing, [key]: event.target.checked })} />
              {t(`office.settings.fields.${key}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="office-card">
          <legend className="visually-hidden">{t("office.settings.site")}</legend>
          <h2 aria-hidden="true">{t("office.settings.site")}</h2>
          <p className="muted">{t("office.settings.siteLead")}</p>
          <div className="office-fields">
            <Field label={t("office.settings.theme")}>
              <select className="field__input" name="appTheme" value={site.appTheme} onChange={(event) => change({ appTheme: event.target.value === "1" ? 1 : 0 })}>
                <option value={0}>{t("office.settings.themes.0")}</option>
                <option value={1}>{t("office.settings.themes.1")}</option>
              </select>
            </Field>
            <Field label={t("office.settings.odds")}>
              <select className="field__input" name="coefViewId" value={site.coefViewId} onChange={(event) => change({ coefViewId: Number(event.target.value) })}>
                {ODDS_FORMATS.map((_, id) => (
                  <option key={id} value={id}>
                    {t(`office.settings.oddsFormats.${String(id) as "0"}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("office.settings.timeZone")}>
              <select className="field__input" name="timeZone" value={site.timeZone} onChange={(event) => change({ timeZone: Number(event.target.value) })}>
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    UTC{zone >= 0 ? `+${zone}` : zone}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {FLAGS.map((key) => (
            <label key={key} className="office-check">
              <input
                type="checkbox"
                name={key}
                checked={key === "is12h" ? site.is12h : site[key] === 1}
                onChange={(event) => change(key === "is12h" ? { is12h: event.target.checked } : { [key]: event.target.checked ? 1 : 0 })}
              />
              {t(`office.settings.${key}`)}
            </label>
          ))}
        </fieldset>
        <div className="office-actions">
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {busy ? t("office.saving") : t("office.save")}
          </button>
          <p className={`office__status${state.error === null ? "" : " office__status--failed"}`} role="status">
            {state.error !== null ? t("office.settings.failed", { code }) : state.saved ? t("office.settings.saved") : ""}
          </p>
        </div>
      </form>
    )
  })()

  return (
    <OfficeFrame section="settings" title={t("office.settings.title")}>
      {body}
      <BonusSettingsCard />
    </OfficeFrame>
  )
}
