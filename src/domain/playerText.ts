import { Schema } from "effect"

/**
 * The rule every text a player (or any client) sends is decoded by, on the server and in the client's forms alike:
 * no control characters (C0, DEL, C1, the line and paragraph separators), valid UTF-16 (no lone surrogate, which
 * no encoding can store), and a length cap chosen per kind of field. A multi-line text may hold line breaks and
 * tabs, nothing else of the kind. Such characters are never part of a name, an e-mail, a code or a password; left
 * in, they break the database (PostgreSQL refuses NUL in text), logs and the pages that show them again.
 */

/** Why a text is refused: the form names the field with it. */
export type TextProblem = "control" | "surrogate"

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

const isControl = (unit: number, multiline: boolean): boolean => {
  if (multiline && (unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN)) return false
  return unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f) || unit === 0x2028 || unit === 0x2029
}

/** The first problem of a text, read code unit by code unit; undefined when it may be kept as it is. */
export const textProblem = (text: string, multiline = false): TextProblem | undefined => {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return "surrogate"
      i++
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return "surrogate"
    else if (isControl(unit, multiline)) return "control"
  }
  return undefined
}

/** The message of the rule's refusal, the same for every field so the client can tell it from other refusals. */
export const TEXT_REFUSAL = "must not contain control characters or unpaired surrogates"

const accepts = (multiline: boolean) => (text: string) => textProblem(text, multiline) === undefined
const refusal = { message: () => TEXT_REFUSAL }

/** A one-line text of at most `maxLength` UTF-16 code units. */
export const PlayerText = (maxLength: number) => Schema.String.pipe(Schema.maxLength(maxLength), Schema.filter(accepts(false), refusal))

/** A text that may run over several lines (line feeds, carriage returns and tabs allowed), of at most `maxLength`. */
export const MultilineText = (maxLength: number) => Schema.String.pipe(Schema.maxLength(maxLength), Schema.filter(accepts(true), refusal))

/**
 * A one-line text trimmed on decode (logins, e-mails, an operator's reason), of `minLength` to `maxLength` once
 * trimmed. A control character inside it is refused; spaces and line breaks at either end are trimmed away.
 */
export const TrimmedPlayerText = (minLength: number, maxLength: number) =>
  Schema.compose(Schema.Trim, Schema.Trimmed.pipe(Schema.minLength(minLength), Schema.maxLength(maxLength), Schema.filter(accepts(false), refusal)))
