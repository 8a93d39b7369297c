import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadPhoneCountries } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { Field } from "../kit/Field"

export interface PhoneValue {
  readonly countryId: number | null
  readonly national: string
}

/** Whether a code can be sent to the number: its country has come from the server (until then none is chosen) and digits are typed. */
export const canSendTo = (phone: PhoneValue): boolean => phone.countryId !== null && phone.national.trim() !== ""

/**
 * A phone number as SPEC.md 7 has it: a country from the server's phone countries (with its dialling code) and the
 * national number, the country's mask as its placeholder. The server checks the number against the same mask.
 */
export const PhoneField = ({ value, onChange, autoFocus = false }: { readonly value: PhoneValue; readonly onChange: (value: PhoneValue) => void; readonly autoFocus?: boolean }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const { countries, lang } = store.phoneCountries.value

  useEffect(() => {
    if (lang !== lng) void dispatch(new LoadPhoneCountries({ lang: lng }))
  }, [lang, lng, dispatch])
  // The first country is the default once the list is there.
  const chosen = countries.find((c) => c.id === value.countryId) ?? countries[0]
  useEffect(() => {
    if (value.countryId === null && chosen !== undefined) onChange({ ...value, countryId: chosen.id })
  }, [value, chosen, onChange])

  return (
    <div className="phone-field">
      <Field label={t("phone.country")} className="phone-field__country">
        <select
          className="field__input"
          name="phoneCountry"
          value={chosen?.id ?? ""}
          onChange={(event) => onChange({ ...value, countryId: Number(event.target.value) })}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name} ({country.tel_code})
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("phone.number")} className="phone-field__number">
        <span className="phone-field__input">
          <span className="phone-field__code" aria-hidden="true">
            {chosen?.tel_code ?? "+"}
          </span>
          <input
            className="field__input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            autoFocus={autoFocus}
            placeholder={chosen?.mask.replace(/#/g, "0") ?? ""}
            value={value.national}
            onChange={(event) => onChange({ ...value, national: event.target.value })}
          />
        </span>
      </Field>
    </div>
  )
}
