/** The profile fields the required-fields rule of SPEC.md 5 reads; absent, null and blank all mean "not filled". */
export interface ProfileFields {
  readonly birthDate?: string | null | undefined
  readonly name?: string | null | undefined
  readonly surname?: string | null | undefined
  readonly passport?: string | null | undefined
  readonly passportDate?: string | null | undefined
  readonly registrationAddress?: string | null | undefined
  readonly phone?: string | null | undefined
  readonly email?: string | null | undefined
}

const present = (value: string | null | undefined): boolean => value !== undefined && value !== null && value.trim() !== ""

/** The personal data a withdrawal or verification needs (SPEC.md 5): all six, or the profile is incomplete. */
export const REQUIRED_PROFILE_FIELDS = ["birthDate", "name", "surname", "passport", "passportDate", "registrationAddress"] as const

export const requiredFieldsFilled = (profile: ProfileFields): boolean => REQUIRED_PROFILE_FIELDS.every((field) => present(profile[field]))

/** The required fields still missing, in form order: what the personal-data page marks. */
export const missingRequiredFields = (profile: ProfileFields): ReadonlyArray<(typeof REQUIRED_PROFILE_FIELDS)[number]> =>
  REQUIRED_PROFILE_FIELDS.filter((field) => !present(profile[field]))

/** Contact fields count as filled only when the phone and the e-mail both exist (SPEC.md 5). */
export const contactFieldsFilled = (profile: ProfileFields): boolean => present(profile.phone) && present(profile.email)
