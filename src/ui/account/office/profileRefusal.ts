import type { RefusedField } from "../../../domain/api/clientErrors"
import { PERSONAL_DATA_FIELDS, PERSONAL_TEXT_MAX, type PersonalDataField } from "../../../domain/account/personalData"
import type { OfficeT } from "./useOfficeTexts"

/** The reasons the page has words for; any other code the server sends is shown as it came. */
const KNOWN_CODES = ["too_long", "invalid_chars", "invalid_date", "future_date", "underage", "invalid_inn", "invalid_passport"] as const
type KnownCode = (typeof KNOWN_CODES)[number]

const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as ReadonlyArray<string>).includes(code)
export const isFormField = (field: string): field is PersonalDataField => (PERSONAL_DATA_FIELDS as ReadonlyArray<string>).includes(field)

/** Why one field was refused, in the player's words (the length's limit is the rule's own). */
export const refusalText = (t: OfficeT, code: string): string =>
  isKnownCode(code) ? t(`office.personal.errors.${code}`, { max: PERSONAL_TEXT_MAX }) : code

export interface ProfileRefusal {
  /** Each form field's reason, shown under it. */
  readonly atField: ReadonlyMap<PersonalDataField, string>
  /** The sentence beside Save: every refused field by its label and reason, so none is missed below the fold. */
  readonly summary: string
  /** The form field to bring into view and focus first, in form order; undefined when the refusal names none of them. */
  readonly first: PersonalDataField | undefined
}

/**
 * A refusal's fields (the rule's, before sending, or the server's typed 400) as the form shows them. A field the
 * form does not have (a refusal of the whole data, the captcha) is named in the summary by its identifier, so no
 * refusal is ever shown as nothing.
 */
export const profileRefusal = (t: OfficeT, fields: ReadonlyArray<RefusedField>, order: ReadonlyArray<PersonalDataField>): ProfileRefusal => {
  const atField = new Map<PersonalDataField, string>()
  const parts: Array<string> = []
  for (const { field, code } of fields) {
    const reason = refusalText(t, code)
    if (isFormField(field)) {
      if (!atField.has(field)) atField.set(field, reason)
      parts.push(`${t(`office.personal.fields.${field}`)}: ${reason}`)
    } else parts.push(`${field}: ${reason}`)
  }
  return { atField, summary: t("office.personal.rejected", { fields: parts.join(" ") }), first: order.find((field) => atField.has(field)) }
}
