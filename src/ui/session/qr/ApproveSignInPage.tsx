import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { ApproveQrLogin } from "../../../commands/session/qrCommands"
import { formatQrCode, normalizeQrCode } from "../../../domain/session/qrLogin"
import { useDispatch, useStore } from "../../AppContext"
import { useSessionTexts } from "../authTexts"
import "./qr.css"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

/**
 * /{lng}/security/approve (SPEC.md 2.9 "QR login", in the personal office: only for signed-in players): the
 * player types the code another device shows, or arrives here from its QR code with the code filled in, and
 * approves; that device signs in to this player's account at its next poll.
 */
export const ApproveSignInPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const fromQr = normalizeQrCode(new URLSearchParams(store.location.value.search).get("code") ?? "")
  const approval = store.qrLogin.value.approval
  const [busy, setBusy] = useState(false)

  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1>{t("qr.approveTitle")}</h1>
        <p>{t("qr.approveIntro")}</p>
        <p className="muted">{t("qr.approveWarning")}</p>
        <form
          className="qr-approve"
          onSubmit={(event) => {
            event.preventDefault()
            const input = event.currentTarget.elements.namedItem("code")
            const code = input instanceof HTMLInputElement ? input.value : ""
            setBusy(true)
            void dispatch(new ApproveQrLogin({ code })).finally(() => setBusy(false))
          }}
        >
          <Field label={t("qr.approveCode")}>
            <input
              className="field__input qr-approve__code"
              name="code"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              required
              defaultValue={fromQr === undefined ? "" : formatQrCode(fromQr)}
            />
          </Field>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {t("qr.approve")}
          </button>
          <p className={approval.status === "refused" ? "auth-form__error" : ""} role="status" data-testid="qr-approve-outcome">
            {approval.status === "approved" ? t("qr.approved") : approval.status === "refused" ? t(`qr.approveRefused.${approval.reason ?? "other"}`) : ""}
          </p>
        </form>
      </div>
    </div>
  )
}
