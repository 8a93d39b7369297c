import { Schema } from "effect"
import { LogEntry } from "./entry"

export { FIRST_PAINT_ENTRIES_ID } from "../domain/shell/firstPaint"

const Entries = Schema.parseJson(Schema.Array(LogEntry))
const encodeEntries = Schema.encodeSync(Entries)
const decodeEntries = Schema.decodeUnknownOption(Entries)

/**
 * The entries as the text of a `<script type="application/json">`: `<` is escaped, so no text inside (a team's name,
 * an address's query) can close the element or open a comment, and the line separators JSON allows are escaped too.
 */
export const entriesBlockText = (entries: ReadonlyArray<LogEntry>): string =>
  encodeEntries(entries).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")

/** The server's entries, or undefined when the page has none or they do not decode (another build's): a fresh boot. */
export const readEntriesBlock = (text: string | null | undefined): ReadonlyArray<LogEntry> | undefined => {
  if (text === null || text === undefined) return undefined
  const decoded = decodeEntries(text)
  return decoded._tag === "Some" ? decoded.value : undefined
}
