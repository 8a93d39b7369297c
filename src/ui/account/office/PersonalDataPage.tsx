import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { LoadProfile, SaveProfile } from "../../../commands/account/officeCommands"
import { EMPTY_PERSONAL_DATA, PERSONAL_TEXT_MAX, type PersonalData, type PersonalDataField, profileFieldsOf } from "../../../domain/account/personalData"
import { missingRequiredFields, REQUIRED_PROFILE_FIELDS } from "../../../domain/account/profileFields"
import { useDispatch, useStore } from "../../AppContext"
import { LoadFailed, OfficeFrame } from "./OfficeFrame"
import { profileRefusal } from "./profileRefusal"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field, FieldError } from "../../kit/Field"

/** The form's sections, in SPEC.md 3's order of the personal-data identifiers. */
const SECTIONS: ReadonlyArray<{ readonly id: "person" | "document" | "address"; readonly fields: ReadonlyArray<PersonalDataField> }> = [
  { id: "person", fields: ["surname", "name", "middle_name", "birthday_date", "birthday_place"] },
  { id: "document", fields: ["passport_type", "passport_series", "passport_number", "passport_issue_date", "passport_issued_by", "inn"] },
  { id: "address", fields: ["country", "geo_region", "city", "registration_address"] }
]

/** Which form field each field of the required-fields rule (SPEC.md 5) is. */
const REQUIRED_AS_FIELD: Record<(typeof REQUIRED_PROFILE_FIELDS)[number], PersonalDataField> = {
  birthDate: "birthday_date",
  name: "name",
  surname: "surname",
  passport: "passport_number",
  passportDate: "passport_issue_date",
  registrationAddress: "registration_address"
}
const REQUIRED: ReadonlySet<PersonalDataField> = new Set(Object.values(REQUIRED_AS_FIELD))
const DATE_FIELDS: ReadonlySet<PersonalDataField> = new Set(["birthday_date", "passport_issue_date"])

const FORM_ORDER: ReadonlyArray<PersonalDataField> = SECTIONS.flatMap((section) => section.fields)
/**
 * What an input takes at most: the save command's own bound (the rule's limit times four), so a paste never makes a
 * command that cannot be built; the rule's limit itself is checked on Save and named at the field.
 */
const INPUT_MAX = PERSONAL_TEXT_MAX * 4

/** The office's account page (SPEC.md 2.5 account, 2.9 "personal data"): the personal data form and the account facts. */
export const PersonalDataPage = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const state = store.profile.value
  const lng = store.language.value.current ?? "en"
  const [draft, setDraft] = useState<PersonalData | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (player && state.status === "idle") void dispatch(new LoadProfile({}))
  }, [player, state.status, dispatch])

  const profile = state.profile
  const data = draft ?? profile?.data ?? EMPTY_PERSONAL_DATA
  const missing = missingRequiredFields(profileFieldsOf(data, { phone: profile?.phone ?? null, email: profile?.email ?? null }))
  const refusal = profileRefusal(t, state.fieldErrors, FORM_ORDER)
  const errors = refusal.atField
  const form = useRef<HTMLFormElement>(null)
  // A refusal brings its first field into view with the focus on it: the reason is read out and seen, never below the fold.
  const refusedFirst = state.saved === "rejected" ? refusal.first : undefined
  useEffect(() => {
    if (refusedFirst === undefined) return
    const input = form.current?.elements.namedItem(refusedFirst)
    if (input instanceof HTMLInputElement) input.focus()
  }, [refusedFirst, state.fieldErrors])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await dispatch(new SaveProfile({ data }))
    } finally {
      setBusy(false)
    }
  }
  // A saved form shows what the server kept (trimmed) from now on.
  useEffect(() => {
    if (state.saved === "saved") setDraft(null)
  }, [state.saved, state.profile])

  const body = (() => {
    if (state.status === "failed") return <LoadFailed onRetry={() => void dispatch(new LoadProfile({}))} />
    if (profile === null) return <p className="muted">{t("office.loading")}</p>
    const status =
      state.saved === "saved"
        ? { text: t("office.personal.saved"), failed: false }
        : state.saved === "rejected"
          ? { text: state.fieldErrors.length > 0 ? refusal.summary : t("office.personal.failed", { code: state.error?._tag === "ServerRefused" ? String(state.error.code ?? state.error.status) : (state.error?._tag ?? "") }), failed: true }
          : null
    return (
      <>
        <div className="office-card">
          <dl className="office-facts">
            <div>
              <dt>{t("office.personal.accountId")}</dt>
              <dd data-testid="office-account-id">{profile.accountId}</dd>
            </div>
            <div>
              <dt>{t("office.personal.registered")}</dt>
              <dd>{new Intl.DateTimeFormat(lng, { dateStyle: "medium" }).format(new Date(profile.registeredAt * 1000))}</dd>
            </div>
            <div>
              <dt>{t("office.personal.email")}</dt>
              <dd>{profile.email ?? t("office.personal.none")}</dd>
            </div>
            <div>
              <dt>{t("office.personal.phone")}</dt>
              <dd>{profile.phone ?? t("office.personal.none")}</dd>
            </div>
          </dl>
        </div>
        <p className={missing.length === 0 ? "office__status" : "office__notice"} role="note" data-testid="required-fields">
          {missing.length === 0
            ? t("office.personal.complete")
            : t("office.personal.missing", { fields: missing.map((field) => t(`office.personal.fields.${REQUIRED_AS_FIELD[field]}`)).join(", ") })}
        </p>
        <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
          {SECTIONS.map((section) => (
            <fieldset key={section.id} className="office-card">
              <legend className="visually-hidden">{t(`office.personal.sections.${section.id}`)}</legend>
              <h2 aria-hidden="true">{t(`office.personal.sections.${section.id}`)}</h2>
              <div className="office-fields">
                {section.fields.map((field) => {
                  const error = errors.get(field)
                  return (
                    <Field
                      key={field}
                      className={field === "registration_address" ? "field--wide" : undefined}
                      label={
                        <>
                          {t(`office.personal.fields.${field}`)}
                          {REQUIRED.has(field) ? <span className="field__required">{t("office.personal.required")}</span> : null}
                        </>
                      }
                    >
                      <input
                        className="field__input"
                        name={field}
                        type={DATE_FIELDS.has(field) ? "date" : "text"}
                        value={data[field]}
                        maxLength={INPUT_MAX}
                        aria-invalid={error !== undefined}
                        aria-describedby={error === undefined ? undefined : `${field}-error`}
                        onChange={(event) => setDraft({ ...data, [field]: event.target.value })}
                      />
                      {error === undefined ? null : <FieldError id={`${field}-error`}>{error}</FieldError>}
                    </Field>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <div className="office-actions">
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              {busy ? t("office.saving") : t("office.save")}
            </button>
            <p className={`office__status${status?.failed === true ? " office__status--failed" : ""}`} role="status">
              {status?.text ?? ""}
            </p>
          </div>
        </form>
      </>
    )
  })()

  return (
    <OfficeFrame section="account" title={t("office.personal.title")} lead={t("office.personal.lead")}>
      {body}
    </OfficeFrame>
  )
}
