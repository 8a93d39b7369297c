import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { DismissFirstDepositOffer, SaveAccountSettings } from "../../commands/account/bonusCommands"
import { BONUS_TYPES, type BonusType } from "../../domain/account/bonusSettings"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../kit/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./bonuses.css"
import { buttonClass } from "../kit/Button"

/**
 * SPEC.md 4: the first-deposit bonus modal, once (a stored flag per player), on the home page of a signed-in player who
 * has made no deposit. It offers the bonus choice (SPEC.md 3 first_deposit_bonus_type), preselecting the current one,
 * and saves it through the account settings; it closes on saving, on its buttons or Escape.
 */
export const FirstDepositOfferModal = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const visible = store.firstDepositOffer.value.visible
  const settings = store.accountSettings.value
  const [picked, setPicked] = useState<BonusType | null>(null)
  const [busy, setBusy] = useState(false)

  if (!visible) return null
  const current = settings.current?.settings.first_deposit_bonus_type ?? null
  const choice = picked ?? current ?? "sport"
  const close = () => void dispatch(new DismissFirstDepositOffer({}))
  const save = async () => {
    setBusy(true)
    try {
      await dispatch(new SaveAccountSettings({ patch: { first_deposit_bonus_type: choice } }))
    } finally {
      setBusy(false)
    }
  }
  const error = settings.error
  const code = error?._tag === "ServerRefused" ? String(error.code ?? error.status) : (error?._tag ?? "")
  return (
    <Dialog
      className="bonus-offer"
      title={t("bonuses.offer.title")}
      description={t("bonuses.offer.text")}
      onClose={close}
      closeLabel={t("bonuses.offer.close")}
      closeOnBackdrop
    >
      <fieldset className="bonus-offer__choices" disabled={busy || settings.current?.firstDepositMade === true}>
        <legend className="visually-hidden">{t("bonuses.firstDepositType")}</legend>
        {BONUS_TYPES.map((type) => (
          <label key={type} className={`bonus-offer__choice${choice === type ? " bonus-offer__choice--picked" : ""}`}>
            <input type="radio" name="first_deposit_bonus_type" value={type} checked={choice === type} onChange={() => setPicked(type)} />
            {t(`bonuses.types.${type}`)}
          </label>
        ))}
      </fieldset>
      {error !== null ? (
        <p className="bonus-offer__failed" role="alert">
          {error._tag === "ServerRefused" && error.status === 409 ? t("bonuses.refused") : t("bonuses.failed", { code })}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className={buttonClass("secondary")} onClick={close}>
          {t("bonuses.offer.later")}
        </button>
        <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void save()}>
          {t("bonuses.offer.choose")}
        </button>
      </div>
    </Dialog>
  )
}
