import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MultilineText, PlayerText, TEXT_REFUSAL, textProblem, TrimmedPlayerText } from "../../src/domain/playerText"

/**
 * The rule every text a player sends is decoded by (src/domain/playerText.ts), against an oracle written apart from
 * it: regular expressions over the characters the rule must refuse, instead of its code-unit loop.
 */

/** C0 controls, DEL, C1 controls, the line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, less the tab, line feed and carriage return a multi-line text may hold. */
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const refusedByOracle = (text: string, multiline: boolean): boolean => (multiline ? CONTROL_IN_MULTILINE : CONTROL).test(text) || LONE_SURROGATE.test(text)

const CAP = 64
const decodes = (schema: Schema.Schema<string>, text: string) => Schema.decodeUnknownEither(schema)(text)

/** Any UTF-16 text: every code unit, lone surrogates included, and whole astral characters. */
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: CAP }), fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)), maxLength: CAP }))

/** One character the rule refuses everywhere. */
const refusedUnit = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).filter((u) => u !== 0x09 && u !== 0x0a && u !== 0x0d),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.constantFrom(0x2028, 0x2029),
  fc.integer({ min: 0xd800, max: 0xdfff })
)

/** A text with one refused character put somewhere in it (a surrogate put where it cannot pair). */
const withRefused = fc.tuple(fc.string({ maxLength: CAP / 2 }), refusedUnit, fc.string({ maxLength: CAP / 2 - 1 })).map(([head, unit, tail]) => `${head}${String.fromCharCode(unit)}${tail}`)

describe("the text rule of every request (src/domain/playerText.ts)", () => {
  it("keeps unchanged every text within its cap that has no control character and no lone surrogate", () => {
    fc.assert(
      fc.property(anyText.filter((text) => !refusedByOracle(text, false)), (text) => {
        expect(decodes(PlayerText(CAP), text)).toEqual(Either.right(text))
        expect(textProblem(text)).toBeUndefined()
      }),
      { numRuns: 2000 }
    )
  })

  it("refuses every text with a control character or a lone surrogate, with the rule's message", () => {
    fc.assert(
      fc.property(fc.oneof(withRefused, anyText.filter((text) => refusedByOracle(text, false))), (text) => {
        const decoded = decodes(PlayerText(CAP), text)
        expect(Either.isLeft(decoded)).toBe(true)
        if (Either.isLeft(decoded)) expect(decoded.left.message).toContain(TEXT_REFUSAL)
        expect(textProblem(text)).toBe(CONTROL.test(text) && !LONE_SURROGATE.test(text) ? "control" : LONE_SURROGATE.test(text) && !CONTROL.test(text) ? "surrogate" : textProblem(text) ?? "none")
      }),
      { numRuns: 2000, examples: [["a\u0000b"], ["\ud800"], ["x\udc00"], ["\u2028"], ["tab\there"], ["\u0085"]] }
    )
  })

  it("decides exactly as the oracle, for one-line and multi-line texts", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, withRefused), fc.constantFrom("a\nb", "a\r\nb", "\t", ""), (text, lines) => {
        const both = `${text}${lines}`.slice(0, CAP)
        expect(Either.isRight(decodes(PlayerText(CAP), both))).toBe(!refusedByOracle(both, false))
        expect(Either.isRight(decodes(MultilineText(CAP), both))).toBe(!refusedByOracle(both, true))
      }),
      { numRuns: 2000, examples: [["\ud83d\ude00", "a\nb"], ["\ud83d", "\t"]] }
    )
  })

  it("refuses a text over its cap, and a trimmed text keeps the rule inside it", () => {
    fc.assert(
      fc.property(fc.string({ minLength: CAP + 1, maxLength: CAP * 4 }), (text) => {
        expect(Either.isLeft(decodes(PlayerText(CAP), text))).toBe(true)
      })
    )
    expect(decodes(TrimmedPlayerText(1, 254), "  demo@oddsfold.local\n")).toEqual(Either.right("demo@oddsfold.local"))
    expect(Either.isLeft(decodes(TrimmedPlayerText(1, 254), "demo\u0000@oddsfold.local"))).toBe(true)
    expect(Either.isLeft(decodes(TrimmedPlayerText(1, 254), "\ud800demo@oddsfold.local"))).toBe(true)
    expect(Either.isLeft(decodes(TrimmedPlayerText(1, 254), "   "))).toBe(true)
  })
})
