import { Redacted } from "effect"
import { BeginTwoStep, CancelTwoStep, ChangeSecurity } from "../../../commands/account/officeCommands"
import type { SecurityPageState } from "../../../projections/account/security"
import { useDispatch } from "../../AppContext"
import { takeSecrets } from "./secretInput"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

/**
 * Two-step sign-in (issue 7: TOTP): turning it on shows the server's QR code and the same key as text, and needs a
 * valid code from the app; turning it off needs one too.
 */
export const TwoStepCard = ({
  state,
  busy,
  onChange
}: {
  readonly state: SecurityPageState
  readonly busy: boolean
  /** Turning it off goes through the page (it asks the security answer first, once a question is set). */
  readonly onChange: (change: ChangeSecurity["change"]) => Promise<void>
}) => {
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const on = state.security?.protection_methods.enable_two_factor_auth === true
  const setup = state.setup
  return (
    <div className="office-card" data-testid="two-step">
      <h2>{t("office.security.twoStep.title")}</h2>
      <p className="muted">{t("office.security.twoStep.lead")}</p>
      {on ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const { code } = takeSecrets(event, ["code"])
            void onChange({ _tag: "disableTwoStep", code })
          }}
        >
          <p className="office__status">{t("office.security.twoStep.enabled")}</p>
          <div className="office-actions">
            <Field label={t("office.security.twoStep.disableCode")}>
              <input className="field__input" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
            </Field>
            <button type="submit" className={buttonClass("secondary")} disabled={busy}>
              {t("office.security.twoStep.disable")}
            </button>
          </div>
        </form>
      ) : setup === null ? (
        <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void dispatch(new BeginTwoStep({}))}>
          {t("office.security.twoStep.begin")}
        </button>
      ) : (
        <div className="two-step__setup">
          {/* The server's SVG (uqr): markup it drew from the otpauth URI, nothing the player typed. */}
          <div className="two-step__qr" dangerouslySetInnerHTML={{ __html: Redacted.value(setup.qrSvg) }} />
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const { code } = takeSecrets(event, ["code"])
              void dispatch(new ChangeSecurity({ change: { _tag: "enableTwoStep", code } }))
            }}
          >
            <p>{t("office.security.twoStep.scan")}</p>
            <p className="two-step__secret" aria-label={t("office.security.twoStep.secretLabel")} data-testid="two-step-secret">
              {Redacted.value(setup.secret)}
            </p>
            <Field label={t("office.security.twoStep.code")}>
              <input className="field__input" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required autoFocus />
            </Field>
            <div className="office-actions">
              <button type="submit" className={buttonClass("primary")} disabled={busy}>
                {t("office.security.twoStep.enable")}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => void dispatch(new CancelTwoStep({}))}>
                {t("office.security.twoStep.cancel")}
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  )
}
