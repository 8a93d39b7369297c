import { Schema } from "effect"
import type { ProfileFields } from "./profileFields"
import { PlayerText } from "../playerText"

/**
 * The personal data of the office's account page (issue 7, SPEC.md 3 "personal-data field identifiers"): one text
 * per field, "" for a field the player left empty. The identifiers are the ones field-level errors name (SPEC.md 8:
 * personal-data errors are tracked by field name).
 */
export const PERSONAL_DATA_FIELDS = [
  "name",
  "surname",
  "middle_name",
  "birthday_date",
  "birthday_place",
  "geo_region",
  "city",
  "country",
  "registration_address",
  "passport_number",
  "passport_series",
  "passport_issue_date",
  "passport_type",
  "passport_issued_by",
  "inn"
] as const
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number]

/** Every identifier SPEC.md 3 lists for error tracking: the form's fields and the account facts shown beside them. */
export const PERSONAL_DATA_FIELD_IDS = [
  ...PERSONAL_DATA_FIELDS,
  "data",
  "main_id",
  "active_id",
  "password",
  "registration_date",
  "phone_number",
  "email",
  "login",
  "pin_code",
  "captcha"
] as const
export const PersonalDataFieldId = Schema.Literal(...PERSONAL_DATA_FIELD_IDS)
export type PersonalDataFieldId = typeof PersonalDataFieldId.Type

/** Long enough for any real name or address, short enough that a form is not a file store. */
export const PERSONAL_TEXT_MAX = 120

const Text = Schema.String.pipe(Schema.maxLength(PERSONAL_TEXT_MAX * 4))
/** Personal data as the player types it and the server keeps it. */
export const PersonalData = Schema.Struct(Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, Text])) as {
  readonly [K in PersonalDataField]: typeof Text
})
export type PersonalData = typeof PersonalData.Type

const InputText = PlayerText(PERSONAL_TEXT_MAX * 4)
/** Personal data as a save request carries it: every field under the text rule (a control character is a 400 naming it). */
export const PersonalDataInput = Schema.Struct(Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, InputText])) as {
  readonly [K in PersonalDataField]: typeof InputText
})

export const EMPTY_PERSONAL_DATA: PersonalData = Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, ""])) as PersonalData

/** Why a field is refused; the page words each in the player's language. */
export const FieldErrorCode = Schema.Literal("too_long", "invalid_chars", "invalid_date", "future_date", "underage", "invalid_inn", "invalid_passport")
export type FieldErrorCode = typeof FieldErrorCode.Type

export const PersonalDataFieldError = Schema.Struct({ field: PersonalDataFieldId, code: FieldErrorCode })
export type PersonalDataFieldError = typeof PersonalDataFieldError.Type

/** A player must be this old to bet (SPEC.md 9 age restriction; the configured age is 18 on every demo site). */
export const MINIMUM_AGE = 18

const NAME_FIELDS: ReadonlyArray<PersonalDataField> = ["name", "surname", "middle_name", "birthday_place", "geo_region", "city", "country", "passport_issued_by"]
const DATE_FIELDS: ReadonlyArray<PersonalDataField> = ["birthday_date", "passport_issue_date"]
/** Letters of any script, spaces, hyphens, apostrophes and dots: "Anne-Marie O'Neil", "St. Petersburg", "Москва". */
const NAME = /^[\p{L}][\p{L}\p{M} .'’-]*$/u
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const INN = /^(\d{10}|\d{12})$/
const PASSPORT = /^[\p{L}\d][\p{L}\d -]*$/u

/** A calendar date "YYYY-MM-DD" that exists (no 31 February), as days since the epoch; undefined otherwise. */
export const calendarDay = (text: string): number | undefined => {
  const match = ISO_DATE.exec(text)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) return undefined
  return Math.floor(date.getTime() / 86_400_000)
}

/** The UTC calendar day ("YYYY-MM-DD") of an instant: the "today" personal data is checked against, on both sides. */
export const isoDayOf = (epochMillis: number): string => new Date(epochMillis).toISOString().slice(0, 10)

/** Whether someone born on `birth` has had their `age`th birthday by `today` (both "YYYY-MM-DD"). */
export const isAtLeast = (birth: string, today: string, age: number): boolean => {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number]
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number]
  const years = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
  return years >= age
}

/**
 * The field-level errors of personal data, in form order (empty: it may be saved). An empty field is never an
 * error here: which fields must be filled is the required-fields rule's business (profileFields.ts), not a save's.
 * `today` ("YYYY-MM-DD") is passed in: the domain has no clock.
 */
export const personalDataErrors = (data: PersonalData, today: string): ReadonlyArray<PersonalDataFieldError> => {
  const errors: Array<PersonalDataFieldError> = []
  for (const field of PERSONAL_DATA_FIELDS) {
    const value = data[field].trim()
    if (value === "") continue
    if (value.length > PERSONAL_TEXT_MAX) {
      errors.push({ field, code: "too_long" })
    } else if (NAME_FIELDS.includes(field) && !NAME.test(value)) {
      errors.push({ field, code: "invalid_chars" })
    } else if (DATE_FIELDS.includes(field)) {
      const day = calendarDay(value)
      if (day === undefined) errors.push({ field, code: "invalid_date" })
      else if (day > (calendarDay(today) ?? Number.POSITIVE_INFINITY)) errors.push({ field, code: "future_date" })
      else if (field === "birthday_date" && !isAtLeast(value, today, MINIMUM_AGE)) errors.push({ field, code: "underage" })
    } else if (field === "inn" && !INN.test(value)) {
      errors.push({ field, code: "invalid_inn" })
    } else if ((field === "passport_number" || field === "passport_series") && !PASSPORT.test(value)) {
      errors.push({ field, code: "invalid_passport" })
    }
  }
  return errors
}

/** Trimmed texts: what is saved and shown again. */
export const normalizePersonalData = (data: PersonalData): PersonalData =>
  Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, data[field].trim()])) as PersonalData

/** The personal data as the required-fields rule of SPEC.md 5 reads it. */
export const profileFieldsOf = (data: PersonalData, contact: { readonly phone: string | null; readonly email: string | null }): ProfileFields => ({
  birthDate: data.birthday_date,
  name: data.name,
  surname: data.surname,
  passport: data.passport_number,
  passportDate: data.passport_issue_date,
  registrationAddress: data.registration_address,
  phone: contact.phone,
  email: contact.email
})
