import { Schema } from "effect"
import { LogEntry } from "../../commands/entry"
import { areaOfTag } from "../../commands/registry"

/** What the list shows for every entry; the filters read the same facts, so a column and its filter agree. */

/**
 * The body's tag; a recorded service answer shows the call it answered ("Api.config.all", "Storage.get"); an entry
 * whose body has neither (a kind this build does not know) shows its kind instead.
 */
export const tagOf = (entry: { readonly kind: string; readonly body: unknown }): string => {
  const body = entry.body as { readonly _tag?: unknown; readonly call?: unknown } | null
  if (typeof body?._tag === "string") return body._tag
  return entry.kind === "answer" && typeof body?.call === "string" ? body.call : entry.kind
}

/**
 * The area that owns the tag, "kernel" for the kernel's own facts, "unknown" for a tag this build lacks. A server
 * answer belongs to the area of its contract group (the groups are the areas); other service answers (storage,
 * cookies, the clock, ...) to "services".
 */
export const areaOf = (entry: { readonly kind: string; readonly body: unknown }): string => {
  const tag = tagOf(entry)
  if (entry.kind === "answer") return tag.startsWith("Api.") ? (tag.split(".")[1] ?? "unknown") : "services"
  return areaOfTag.get(tag) ?? "unknown"
}

/** Clock time of day in UTC, to the millisecond: entries of one tab are usually within one day. */
export const timeOf = (at: number): string => new Date(at).toISOString().slice(11, 23)

const encodeEntry = Schema.encodeSync(LogEntry)
const encodedBodies = new WeakMap<LogEntry, Record<string, unknown>>()

/**
 * The body exactly as the export writes it (secrets are "<redacted>"). Encoded when a row first shows and
 * kept per entry, so scrolling a long log encodes only what is on screen, once.
 */
export const encodedBodyOf = (entry: LogEntry): Record<string, unknown> => {
  let body = encodedBodies.get(entry)
  if (body === undefined) {
    body = encodeEntry(entry).body as Record<string, unknown>
    encodedBodies.set(entry, body)
  }
  return body
}

/** Fields the summary leaves out: the tag has its own column and every event has a version. */
const NOT_SUMMARISED = new Set(["_tag", "v"])
const SUMMARY_LENGTH = 120

/** One line about an encoded body: `field=value` pairs, nested values as JSON, cut at 120 characters. */
export const summarise = (encodedBody: Readonly<Record<string, unknown>>): string => {
  const parts: Array<string> = []
  for (const [field, value] of Object.entries(encodedBody)) {
    if (NOT_SUMMARISED.has(field) || value === undefined) continue
    parts.push(`${field}=${typeof value === "string" ? value : JSON.stringify(value)}`)
  }
  const line = parts.join(" ")
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line
}
