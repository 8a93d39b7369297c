import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { LoadPhoneCountries, SendSmsCode } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { apiErrorText } from "./apiErrorText"
import { buttonClass } from "../kit/Button"

/**
 * Sends a phone registration code through the real endpoint, so the outbox, the mailbox and the captcha that
 * guards repeated codes can be tried by hand. The number is read from the input at submit.
 */
export const SendTestCode = () => {
  useSignals()
  const { t, i18n } = useTranslation("devtools")
  const dispatch = useDispatch()
  const store = useStore()
  const lang = store.language.value.current ?? i18n.language
  const { countries, lang: countriesLang } = store.phoneCountries.value
  const { error, sent } = store.smsCode.value
  const [countryId, setCountryId] = useState<number | null>(null)
  const phone = useRef<HTMLInputElement>(null)
  const ids = { country: useId(), phone: useId() }

  useEffect(() => {
    if (countriesLang !== lang) void dispatch(new LoadPhoneCountries({ lang }))
  }, [countriesLang, lang, dispatch])

  const chosen = countries.find((country) => country.id === countryId) ?? countries[0]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const national = phone.current?.value.trim() ?? ""
    if (chosen === undefined || national === "") return
    void dispatch(new SendSmsCode({ countryId: chosen.id, phoneNumber: national, lang }))
  }

  return (
    <section className="card devtools-mailbox__send" aria-labelledby={`${ids.country}-title`}>
      <h2 id={`${ids.country}-title`}>{t("mailbox.sendTitle")}</h2>
      <p className="muted">{t("mailbox.sendHint")}</p>
      <form className="devtools-mailbox__form" onSubmit={submit}>
        <div className="devtools__control">
          <label htmlFor={ids.country}>{t("mailbox.country")}</label>
          <select id={ids.country} className="devtools__input" value={chosen?.id ?? ""} onChange={(event) => setCountryId(Number(event.target.value))}>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name} ({country.tel_code})
              </option>
            ))}
          </select>
        </div>
        <div className="devtools__control">
          <label htmlFor={ids.phone}>{t("mailbox.phone")}</label>
          <input id={ids.phone} ref={phone} className="devtools__input" inputMode="tel" autoComplete="off" placeholder={chosen?.mask.replace(/#/g, "0")} required />
        </div>
        <button type="submit" className={buttonClass("primary")} disabled={chosen === undefined}>
          {t("mailbox.send")}
        </button>
      </form>
      <p className="devtools-mailbox__status" role="status">
        {error !== null
          ? t("mailbox.sendFailed", { reason: apiErrorText(error) })
          : sent !== null
            ? t("mailbox.sent", { phone: sent.phone, time: new Date(sent.expiresAt * 1000).toLocaleTimeString(lang) })
            : ""}
      </p>
    </section>
  )
}
