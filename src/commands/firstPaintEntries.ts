import { Either } from "effect"
import { decodeLogEntry, encodeLogEntry, type LogEntry } from "./entry"

export { FIRST_PAINT_ENTRIES_ID } from "../domain/shell/firstPaint"

/**
 * The entries as the text of a `<script type="application/json">`: `<` is escaped, so no text inside (a team's name,
 * an address's query) can close the element or open a comment, and the line separators JSON allows are escaped too.
 */
export const entriesBlockText = (entries: ReadonlyArray<LogEntry>): string =>
  JSON.stringify(entries.map(encodeLogEntry)).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")

/**
 * The server's entries, or undefined when the page has none or they do not decode (another build's): a fresh boot.
 * Each entry is decoded by its own class (entry.ts), so the page's first moments build the Schemas of the few commands
 * and events the server ran, not of every one the app has.
 */
export const readEntriesBlock = (text: string | null | undefined): ReadonlyArray<LogEntry> | undefined => {
  if (text === null || text === undefined) return undefined
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(raw)) return undefined
  const entries: Array<LogEntry> = []
  for (const item of raw) {
    const decoded = decodeLogEntry(item)
    if (Either.isLeft(decoded)) return undefined
    entries.push(decoded.right)
  }
  return entries
}
