/**
 * The age gate (SPEC.md 9 "Age-restriction confirmation"): where the site config names an age, a visitor confirms it
 * before the site shows; the answer is kept in a cookie for 3 days when the visitor asks to be remembered, else for the
 * browser's session. The cookie holds the age confirmed, so a site that raises its age asks again.
 */

export const AGE_CONFIRMED_COOKIE = "age_confirmed"

/** SPEC.md 9: 259,200,000 ms, three days, in the cookie's seconds. */
export const AGE_CONFIRMATION_REMEMBER_SECONDS = 259_200

/** The ages a site may ask to confirm. */
export const MIN_CONFIRMED_AGE = 1
export const MAX_CONFIRMED_AGE = 99

/** The age a cookie value confirms: a whole number of years in range, written without leading zeros; else none. */
export const confirmedAgeOf = (cookie: string | undefined): number | null => {
  if (cookie === undefined || !/^[1-9][0-9]?$/.test(cookie)) return null
  const age = Number(cookie)
  return age >= MIN_CONFIRMED_AGE && age <= MAX_CONFIRMED_AGE ? age : null
}

/** Whether the gate shows: the site asks an age (not null) and the visitor has not confirmed that age or more. */
export const mustConfirmAge = (required: number | null, confirmed: number | null): boolean => required !== null && (confirmed === null || confirmed < required)

/** The cookie's lifetime: three days when remembered; undefined, a session cookie, when not. */
export const ageCookieMaxAgeSeconds = (remember: boolean): number | undefined => (remember ? AGE_CONFIRMATION_REMEMBER_SECONDS : undefined)
