import fc from "fast-check"
import { describe, expect, it } from "vitest"
import "../support/propertySeed"
import { cleanStakeText, editStakeText, MAX_WHOLE_DIGITS, stakeOfText, stakeText } from "../../src/domain/coupon/stakeText"

/** What a stake field may hold, written out as a pattern: digits, then at most one separator and `minor` digits. */
const holdable = (text: string, minor: number): boolean =>
  (minor === 0 ? new RegExp(`^[0-9]{0,${MAX_WHOLE_DIGITS}}$`) : new RegExp(`^[0-9]{0,${MAX_WHOLE_DIGITS}}([.,][0-9]{0,${minor}})?$`)).test(text)

/** Is `part` what is left of `whole` after leaving characters out (never a character `whole` did not have, in order)? */
const isSubsequence = (part: string, whole: string): boolean => {
  let at = 0
  for (const char of whole) if (at < part.length && part[at] === char) at++
  return at === part.length
}

const minorDigits = fc.constantFrom(0, 2, 3)
/** Keyboard-ish text: digits, both separators, minus signs, letters, an exponent, spaces, symbols. */
const typedText = fc.string({ unit: fc.constantFrom(..."0123456789.,-−eE abc+$€_/\u00a0"), maxLength: 24 })
/** Text a stake field may hold for `minor` decimals. */
const holdableText = (minor: number) =>
  fc
    .tuple(fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: MAX_WHOLE_DIGITS }), fc.option(fc.tuple(fc.constantFrom(".", ","), fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: minor }))))
    .map(([whole, tail]) => (tail === null || minor === 0 ? whole : whole + tail[0] + tail[1]))

describe("the stake field's text", () => {
  it("holds only digits, one separator and the currency's decimals, whatever was typed or pasted", () => {
    fc.assert(
      fc.property(minorDigits, typedText, typedText, (minor, before, typed) => {
        const previous = cleanStakeText(before, minor).text
        const after = editStakeText(previous, typed, minor)
        expect(holdable(after.text, minor)).toBe(true)
      })
    )
  })

  it("takes what it may hold as it was typed, and says nothing", () => {
    fc.assert(
      fc.property(minorDigits.chain((minor) => fc.tuple(fc.constant(minor), holdableText(minor), holdableText(minor))), ([minor, previous, typed]) => {
        expect(editStakeText(previous, typed, minor)).toEqual({ text: typed, refused: undefined })
      })
    )
  })

  it("never makes up a character: what it keeps of a keystroke is the typed text with characters left out", () => {
    fc.assert(
      fc.property(minorDigits, typedText, (minor, typed) => {
        const { text } = cleanStakeText(typed, minor)
        expect(isSubsequence(text, typed)).toBe(true)
        // Cleaning what is clean changes nothing.
        expect(cleanStakeText(text, minor)).toEqual({ text, refused: undefined })
      })
    )
  })

  it("refuses a negative stake whole, with its reason", () => {
    fc.assert(
      fc.property(minorDigits, typedText, fc.constantFrom("-", "−"), typedText, typedText, (minor, head, minus, tail, before) => {
        const edit = editStakeText(cleanStakeText(before, minor).text, head + minus + tail, minor)
        expect(edit).toEqual({ text: "", refused: { _tag: "Negative" } })
      })
    )
  })

  it("keeps the text it had when a paste brings anything it may not hold, and says why", () => {
    fc.assert(
      fc.property(minorDigits, typedText, typedText, (minor, before, typed) => {
        const previous = cleanStakeText(before, minor).text
        fc.pre(!/[-−]/.test(typed) && [...typed].length > [...previous].length + 1 && cleanStakeText(typed, minor).refused !== undefined)
        const edit = editStakeText(previous, typed, minor)
        expect(edit.text).toBe(previous)
        expect(edit.refused).toBeDefined()
      })
    )
  })

  it("reads a shown stake back as the same minor units (the oracle: the amount it was made from)", () => {
    fc.assert(
      fc.property(minorDigits, fc.integer({ min: 0, max: 10 ** 10 - 1 }), fc.constantFrom(".", ","), (minor, amount, separator) => {
        const shown = stakeText(amount, minor).replace(".", separator)
        expect(editStakeText("", shown, minor).refused).toBeUndefined()
        expect(stakeOfText(shown, minor)).toBe(amount)
      })
    )
  })

  it("reads a text as its decimal value in minor units (the oracle: parseFloat, exact at these sizes)", () => {
    fc.assert(
      fc.property(minorDigits.chain((minor) => fc.tuple(fc.constant(minor), holdableText(minor))), ([minor, text]) => {
        const value = Number.parseFloat(text.replace(",", ".")) || 0
        expect(stakeOfText(text, minor)).toBe(Math.round(value * 10 ** minor))
      })
    )
  })
})

describe("the stake field's refusals, by example", () => {
  it("a negative stake: -50 over 20 leaves nothing to place", () => {
    expect(editStakeText("20", "-50", 2)).toEqual({ text: "", refused: { _tag: "Negative" } })
  })

  it("pasted garbage is refused whole, naming the characters", () => {
    expect(editStakeText("20", "abc1e5,5.5.5", 2)).toEqual({ text: "20", refused: { _tag: "Characters", chars: "abce" } })
  })

  it("a key at a time: a letter, a second separator, a third decimal are left out", () => {
    expect(editStakeText("12", "12e", 2)).toEqual({ text: "12", refused: { _tag: "Characters", chars: "e" } })
    expect(editStakeText("12.5", "12.5.", 2)).toEqual({ text: "12.5", refused: { _tag: "Separator" } })
    expect(editStakeText("12.55", "12.555", 2)).toEqual({ text: "12.55", refused: { _tag: "MinorDigits", digits: 2 } })
    expect(editStakeText("12", "12,", 0)).toEqual({ text: "12", refused: { _tag: "MinorDigits", digits: 0 } })
  })

  it("a key typed over the selected stake replaces it", () => {
    expect(editStakeText("20", "5", 2)).toEqual({ text: "5", refused: undefined })
    expect(editStakeText("20", "x", 2)).toEqual({ text: "", refused: { _tag: "Characters", chars: "x" } })
  })

  it("spaces are dropped without a word; 12, reads as 12", () => {
    expect(editStakeText("", " 1 000 ", 2)).toEqual({ text: "1000", refused: undefined })
    expect(stakeOfText("12,", 2)).toBe(1200)
    expect(stakeOfText("", 2)).toBe(0)
    expect(stakeOfText("0,05", 2)).toBe(5)
    expect(stakeText(1250, 2)).toBe("12.50")
  })
})
