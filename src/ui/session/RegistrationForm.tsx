import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { RegisterByPhone } from "../../commands/session/codeCommands"
import { LoadPhoneCountries, OpenAuthForm, RegisterByEmail, RegisterOneClick } from "../../commands/session/commands"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import type { FirstDepositBonusChoice } from "../../domain/account/bonusSettings"
import { DEFAULT_CURRENCY_ID, REFERRAL_CODE_MAX, REFERRAL_CODE_PATTERN, REGISTRATION_CURRENCIES } from "../../domain/session/registration"
import { useDispatch, useStore } from "../AppContext"
import { registrationErrorKey, registrationFieldErrors } from "./authErrors"
import { codeErrorText } from "./codeErrors"
import { useSessionTexts } from "./authTexts"
import { IssuedCredentials } from "./IssuedCredentials"
import { SocialSignIn } from "./social/SocialSignIn"
import { PhoneRegistrationFields } from "./PhoneRegistrationFields"
import type { PhoneValue } from "./PhoneField"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

export type RegistrationTab = "oneClick" | "phone" | "email" | "social"

/**
 * Registration (SPEC.md 2.4) in one click, by phone (an SMS code) or by e-mail, with the payload of SPEC.md 3: country, currency, referral
 * code, first-deposit bonus. After a one-click registration the credentials are shown once, in place of the form.
 */
export const RegistrationForm = ({ initialTab = "oneClick" }: { readonly initialTab?: RegistrationTab }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const config = store.siteConfig.value.config
  const lng = store.language.value.current ?? "en"
  const countries = store.phoneCountries.value
  const { issuedCredentials, registrationError } = store.auth.value
  const [tab, setTab] = useState<RegistrationTab>(initialTab)
  const [busy, setBusy] = useState(false)
  const password = useRef<HTMLInputElement>(null)
  const code = useRef<HTMLInputElement>(null)
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, national: "" })
  const errorId = useId()

  useEffect(() => {
    if (countries.lang !== lng) void dispatch(new LoadPhoneCountries({ lang: lng }))
  }, [countries.lang, lng, dispatch])

  // The country is a required choice: until the server's list has come, there is nothing to choose (a click then
  // would send no country at all).
  const countryChosen = tab === "phone" || countries.countries.length > 0

  if (issuedCredentials !== null) return <IssuedCredentials />
  // By e-mail the player is made by the link the server e-mailed (the same answer for a free or a taken address).
  const linkSent = store.emailConfirmation.value.linkSent
  if (tab === "email" && linkSent !== null) {
    return (
      <div className="registration registration--link-sent" data-testid="registration-link-sent">
        <h2>{t("registration.linkSentTitle")}</h2>
        <p role="status">{t("registration.linkSent", { to: linkSent.to })}</p>
        <button type="button" className="link-button" onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: store.auth.value.open?.view ?? "page" }))}>
          {t("registration.anotherAddress")}
        </button>
      </div>
    )
  }
  if (config === null || !isRegistrationAvailable(config)) return <p className="auth-form__error">{t("registration.closed")}</p>

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const choices = {
      countryId: Number(form.get("country")),
      currencyId: Number(form.get("currency")),
      refCode: String(form.get("refCode") ?? "").trim(),
      bonusChoice: String(form.get("bonus") ?? "none") as FirstDepositBonusChoice
    }
    if (tab !== "phone" && !(choices.countryId > 0)) return
    let command: RegisterOneClick | RegisterByEmail | RegisterByPhone = new RegisterOneClick(choices)
    if (tab === "phone") {
      const [passwordField, codeField] = [password.current, code.current]
      if (passwordField === null || codeField === null || phone.countryId === null) return
      // The registration's country is the phone's: the number belongs to that country's plan.
      command = new RegisterByPhone({
        ...choices,
        countryId: phone.countryId,
        phoneNumber: phone.national,
        code: Redacted.make(codeField.value.trim()),
        password: Redacted.make(passwordField.value)
      })
      passwordField.value = ""
    } else if (tab === "email") {
      const field = password.current
      if (field === null) return
      command = new RegisterByEmail({ ...choices, email: String(form.get("email") ?? ""), password: Redacted.make(field.value) })
      field.value = ""
    }
    setBusy(true)
    try {
      await dispatch(command)
    } finally {
      setBusy(false)
    }
  }

  // A refusal that names fields names them (whichever way the player registers); any other is worded by its code.
  const fieldErrors = registrationError === null ? [] : registrationFieldErrors(registrationError.error)
  const error =
    registrationError === null || fieldErrors.length > 0
      ? null
      : registrationError.method === "phone"
        ? codeErrorText(registrationError.error, registrationErrorKey(registrationError.error).key)
        : registrationErrorKey(registrationError.error)
  const errorText =
    fieldErrors.length > 0
      ? fieldErrors.map(({ key, field }) => t(key, { field: "label" in field ? t(field.label) : field.name })).join(" ")
      : error === null
        ? null
        : t(error.key, { code: error.code })
  const tabButton = (which: RegistrationTab, label: string) => (
    <button type="button" role="tab" aria-selected={tab === which} className={`auth-tabs__tab${tab === which ? " auth-tabs__tab--active" : ""}`} onClick={() => setTab(which)}>
      {label}
    </button>
  )
  return (
    <div className="registration">
      <div className="auth-tabs" role="tablist">
        {tabButton("oneClick", t("registration.oneClickTab"))}
        {tabButton("phone", t("phone.tab"))}
        {tabButton("email", t("registration.emailTab"))}
        {config.registration.types.includes("social") ? tabButton("social", t("registration.socialTab")) : null}
      </div>
      <form className="auth-form" onSubmit={(event) => void submit(event)} aria-describedby={errorText === null ? undefined : errorId}>
        {errorText === null ? null : (
          <p id={errorId} className="auth-form__error" role="alert">
            {errorText}
          </p>
        )}
        {tab === "phone" ? <PhoneRegistrationFields phone={phone} onPhoneChange={setPhone} codeRef={code} passwordRef={password} /> : null}
        {tab === "email" ? (
          <>
            <Field label={t("registration.email")}>
              <input className="field__input" name="email" type="email" autoComplete="email" required spellCheck={false} />
            </Field>
            <Field label={t("registration.password")}>
              <input ref={password} className="field__input" name="password" type="password" autoComplete="new-password" required />
              <span className="field__hint">{t("registration.passwordRules")}</span>
            </Field>
          </>
        ) : null}
        <div className="auth-form__pair">
          {/* By phone, the phone's country is the registration's (the phone field has its own select). */}
          {tab === "phone" ? null : (
            <Field label={t("registration.country")}>
              <select className="field__input" name="country" defaultValue={countries.countries[0]?.id ?? 1} key={countries.lang ?? "none"}>
                {countries.countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={t("registration.currency")}>
            <select className="field__input" name="currency" defaultValue={DEFAULT_CURRENCY_ID}>
              {REGISTRATION_CURRENCIES.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {currency.iso}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label={t("registration.bonus")}>
          <select className="field__input" name="bonus" defaultValue="sport">
            <option value="sport">{t("registration.bonusSport")}</option>
            <option value="casino">{t("registration.bonusCasino")}</option>
            <option value="none">{t("registration.bonusNone")}</option>
          </select>
        </Field>
        <Field label={t("registration.refCode")}>
          <input className="field__input" name="refCode" maxLength={REFERRAL_CODE_MAX} pattern={REFERRAL_CODE_PATTERN} title={t("registration.errors.refCode")} autoComplete="off" />
        </Field>
        <label className="auth-form__check">
          <input type="checkbox" name="adult" required /> {t("registration.adult")}
        </label>
        {tab === "social" ? (
          <SocialSignIn mode="register" />
        ) : (
          <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy || !countryChosen}>
            {busy ? t("registration.submitting") : t("registration.submit")}
          </button>
        )}
        <p className="auth-form__switch">
          {t("registration.haveAccount")}{" "}
          <button type="button" className="link-button" onClick={() => void dispatch(new OpenAuthForm({ form: "login", view: "modal" }))}>
            {t("registration.login")}
          </button>
        </p>
      </form>
    </div>
  )
}
