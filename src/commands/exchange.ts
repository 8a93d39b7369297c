import { Either, ParseResult, Schema } from "effect"
import { projections, type States } from "../projections/registry"
import { decodeLogEntry, encodeLogEntry, type LogEntry } from "./entry"
import type { Checkpoint, EventLog } from "./log"
import { type EventMigration, upgradeEventBody } from "./migrations"
import { eventMigrations, eventVersions } from "./registry"

/** Export format of the event log: JSON Lines, header first (ARCHITECTURE 3). */
export const LOG_FORMAT = "oddsfold-log"
export const LOG_FORMAT_VERSION = 1

export const LogHeader = Schema.Struct({
  format: Schema.Literal(LOG_FORMAT),
  formatVersion: Schema.Int,
  appVersion: Schema.String,
  eventVersions: Schema.Record({ key: Schema.String, value: Schema.Int }),
  startedAt: Schema.Number,
  /** Commands whose handling had not ended when the log was exported (absent in logs of older apps: none). */
  unfinished: Schema.optionalWith(Schema.Array(Schema.Int), { default: () => [] })
})
export type LogHeader = typeof LogHeader.Type


/** Every projection's state through its Schema, as a checkpoint line (and the devtools panel) writes it. */
export const encodeStates = (states: States): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(projections).map(([name, p]) => [
      name,
      Schema.encodeSync(p.schema as Schema.Schema<unknown, unknown>)(states[name as keyof States])
    ])
  )

const decodeStates = (raw: unknown): Either.Either<States, string> => {
  if (typeof raw !== "object" || raw === null) return Either.left("checkpoint states are not an object")
  const out: Record<string, unknown> = {}
  for (const [name, p] of Object.entries(projections)) {
    const value = (raw as Record<string, unknown>)[name]
    if (value === undefined) {
      out[name] = p.initial
      continue
    }
    const decoded = Schema.decodeUnknownEither(p.schema as Schema.Schema<unknown, unknown>)(value)
    if (Either.isLeft(decoded)) return Either.left(`checkpoint state '${name}': ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`)
    out[name] = decoded.right
  }
  return Either.right(out as unknown as States)
}

/** The log as JSON Lines: header, then the checkpoint if there is one, then one entry per line. */
export const exportLog = (log: EventLog): string => {
  const header: LogHeader = {
    format: LOG_FORMAT,
    formatVersion: LOG_FORMAT_VERSION,
    appVersion: log.options.appVersion,
    eventVersions,
    startedAt: log.options.startedAt,
    unfinished: [...log.unfinished]
  }
  const lines = [JSON.stringify(header)]
  const cut = log.checkpoint
  if (cut !== null) lines.push(JSON.stringify({ kind: "checkpoint", seq: cut.seq, at: cut.at, states: encodeStates(cut.states) }))
  for (const entry of log.entries) lines.push(JSON.stringify(encodeLogEntry(entry)))
  return lines.join("\n") + "\n"
}

/** An entry the importer could not use; reported, never silently dropped. */
export interface SkippedLine {
  readonly line: number
  readonly reason: string
}

export interface ImportedLog {
  readonly header: LogHeader
  readonly checkpoint: Checkpoint | null
  readonly entries: ReadonlyArray<LogEntry>
  /** The header's unfinished commands, as a live log holds them. */
  readonly unfinished: ReadonlySet<number>
  readonly skipped: ReadonlyArray<SkippedLine>
}

export class LogImportError extends Schema.TaggedError<LogImportError>()("LogImportError", { message: Schema.String }) {}

export const importLog = (
  text: string,
  migrations: ReadonlyArray<EventMigration> = eventMigrations
): Either.Either<ImportedLog, LogImportError> => {
  const lines = text.split("\n")
  const headerLine = lines[0]?.trim() ?? ""
  const header = parseJson(headerLine)
  if (header === undefined) return Either.left(new LogImportError({ message: "line 1: the header is not JSON" }))
  const decodedHeader = Schema.decodeUnknownEither(LogHeader)(header)
  if (Either.isLeft(decodedHeader)) {
    return Either.left(new LogImportError({ message: `line 1: not an Oddsfold log header (${ParseResult.TreeFormatter.formatErrorSync(decodedHeader.left)})` }))
  }
  if (decodedHeader.right.formatVersion > LOG_FORMAT_VERSION) {
    return Either.left(new LogImportError({ message: `format version ${decodedHeader.right.formatVersion} is newer than this app reads (${LOG_FORMAT_VERSION})` }))
  }
  let checkpoint: Checkpoint | null = null
  const entries: Array<LogEntry> = []
  const skipped: Array<SkippedLine> = []
  for (let i = 1; i < lines.length; i++) {
    const lineNo = i + 1
    const raw = lines[i]?.trim() ?? ""
    if (raw === "") continue
    const json = parseJson(raw)
    if (typeof json !== "object" || json === null) {
      skipped.push({ line: lineNo, reason: "not a JSON object" })
      continue
    }
    const record = json as Record<string, unknown>
    if (record.kind === "checkpoint") {
      const states = decodeStates(record.states)
      if (Either.isLeft(states)) return Either.left(new LogImportError({ message: `line ${lineNo}: ${states.left}` }))
      checkpoint = { seq: Number(record.seq), at: Number(record.at), states: states.right }
      continue
    }
    const upgraded = record.kind === "event" ? upgradeEntryBody(record, migrations) : Either.right(record)
    if (Either.isLeft(upgraded)) {
      skipped.push({ line: lineNo, reason: upgraded.left })
      continue
    }
    const decoded = decodeLogEntry(upgraded.right)
    if (Either.isLeft(decoded)) {
      const tag = bodyTag(record)
      skipped.push({ line: lineNo, reason: `${tag ?? "entry"} does not decode: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}` })
      continue
    }
    entries.push(decoded.right)
  }
  return Either.right({ header: decodedHeader.right, checkpoint, entries, unfinished: new Set(decodedHeader.right.unfinished), skipped })
}

const upgradeEntryBody = (
  record: Record<string, unknown>,
  migrations: ReadonlyArray<EventMigration>
): Either.Either<Record<string, unknown>, string> => {
  const body = record.body
  if (typeof body !== "object" || body === null) return Either.left("event without a body")
  const tag = bodyTag(record)
  const current = tag === undefined ? undefined : eventVersions[tag]
  if (current === undefined) return Either.left(`unknown event type ${tag ?? "(none)"}`)
  const result = upgradeEventBody(body as Record<string, unknown>, current, migrations)
  if (result._tag === "NoPath") return Either.left(`${tag} v${result.from} has no migration to v${result.to}`)
  return Either.right({ ...record, body: result.body })
}

const bodyTag = (record: Record<string, unknown>): string | undefined => {
  const body = record.body
  return typeof body === "object" && body !== null && typeof (body as { _tag?: unknown })._tag === "string"
    ? (body as { _tag: string })._tag
    : undefined
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
