/**
 * What a stake field accepts, one keystroke or paste at a time. A stake is money of the account's currency: digits,
 * at most one decimal separator ("." or ","), and no more decimals than the currency's minor units. The field never
 * holds anything else, so the stake it shows is always the stake it means; what it refuses, it says why.
 */

/** The most whole-unit digits a stake may have: far above any limit, and its minor units stay a safe integer. */
export const MAX_WHOLE_DIGITS = 10

/** Why the field refused (part of) what was typed. */
export type StakeRefusal =
  | { readonly _tag: "Negative" }
  | { readonly _tag: "Characters"; readonly chars: string }
  | { readonly _tag: "Separator" }
  | { readonly _tag: "MinorDigits"; readonly digits: number }
  | { readonly _tag: "TooLong"; readonly digits: number }

/** The field's text after an edit, and why part of the edit was refused (undefined: all of it was taken). */
export interface StakeEdit {
  readonly text: string
  readonly refused: StakeRefusal | undefined
}

const SEPARATORS = new Set([".", ","])
/** The minus signs a keyboard or a paste may bring: ASCII hyphen-minus, the Unicode minus, the small and full-width ones. */
const MINUS = /[-\u2212\uFE63\uFF0D]/
const DIGIT = /^[0-9]$/
const SPACE = /^\s$/

/**
 * The typed text with everything a stake may not hold left out, and the first reason something was left out. Spaces
 * (a thousands separator typed by habit, the edges of a paste) are dropped without a word.
 */
export const cleanStakeText = (typed: string, minorDigits: number): StakeEdit => {
  let refused: StakeRefusal | undefined
  const refuse = (reason: StakeRefusal) => {
    refused ??= reason
  }
  const unknown: Array<string> = []
  let whole = ""
  let separator = ""
  let fraction = ""
  for (const char of typed) {
    if (DIGIT.test(char)) {
      if (separator !== "") {
        if (fraction.length < minorDigits) fraction += char
        else refuse({ _tag: "MinorDigits", digits: minorDigits })
      } else if (whole.length < MAX_WHOLE_DIGITS) whole += char
      else refuse({ _tag: "TooLong", digits: MAX_WHOLE_DIGITS })
    } else if (SEPARATORS.has(char)) {
      if (minorDigits === 0) refuse({ _tag: "MinorDigits", digits: 0 })
      else if (separator === "") separator = char
      else refuse({ _tag: "Separator" })
    } else if (!SPACE.test(char)) {
      if (!unknown.includes(char)) unknown.push(char)
      refuse({ _tag: "Characters", chars: "" })
    }
  }
  if (refused?._tag === "Characters") refused = { _tag: "Characters", chars: unknown.join("") }
  return { text: whole + separator + fraction, refused }
}

/**
 * The field's text after the player changed `previous` into `typed`:
 * - a minus sign anywhere refuses the whole text (a stake is never negative, and a "-50" is not a 50);
 * - a keystroke (the text grew by at most one character) keeps what it may, so a refused key leaves the text as it
 *   was and a key typed over a selection replaces it as usual;
 * - a paste or an autofill that brings anything a stake may not hold is refused whole: the field keeps `previous`
 *   rather than a number the player never typed (digits picked out of "abc1e5,5.5.5").
 */
export const editStakeText = (previous: string, typed: string, minorDigits: number): StakeEdit => {
  if (MINUS.test(typed)) return { text: "", refused: { _tag: "Negative" } }
  const cleaned = cleanStakeText(typed, minorDigits)
  if (cleaned.refused === undefined || [...typed].length <= [...previous].length + 1) return cleaned
  return { text: previous, refused: cleaned.refused }
}

/** The stake a clean text says, in minor units; 0 for an empty text (or a lone separator). */
export const stakeOfText = (text: string, minorDigits: number): number => {
  const { text: clean } = cleanStakeText(text, minorDigits)
  const at = clean.search(/[.,]/)
  const whole = at === -1 ? clean : clean.slice(0, at)
  const fraction = at === -1 ? "" : clean.slice(at + 1)
  return Number(whole === "" ? "0" : whole) * 10 ** minorDigits + Number(fraction.padEnd(minorDigits, "0") || "0")
}

/** A stake in minor units as the field shows it: "12.50" (empty for 0, the field's "no stake yet"). */
export const stakeText = (amount: number, minorDigits: number): string => {
  if (amount === 0) return ""
  const unit = 10 ** minorDigits
  const whole = String(Math.floor(amount / unit))
  return minorDigits === 0 ? whole : `${whole}.${String(amount % unit).padStart(minorDigits, "0")}`
}
