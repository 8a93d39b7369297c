import { Subject } from "rxjs"
import type { States } from "../projections/registry"
import type { Answer, LogEntry, Source } from "./entry"
import type { Command, Event } from "./registry"
import { replay } from "./replay"

/** Projection state as of `seq`: what replaced the entries up to and including it. */
export interface Checkpoint {
  readonly seq: number
  readonly at: number
  readonly states: States
}

export interface LogOptions {
  /** Past this many entries the oldest half is folded into the checkpoint (ARCHITECTURE 3, bounded memory). */
  readonly maxEntries: number
  readonly startedAt: number
  readonly appVersion: string
}

export const DEFAULT_MAX_ENTRIES = 50_000

export type NewEntry =
  | { readonly kind: "command"; readonly at: number; readonly source: Source; readonly causedBy?: number | undefined; readonly body: Command }
  | { readonly kind: "event"; readonly at: number; readonly source: Source; readonly causedBy?: number | undefined; readonly body: Event }
  | { readonly kind: "answer"; readonly at: number; readonly source: Source; readonly causedBy: number; readonly body: Answer }

/** The append-only, in-memory log of every command and event of this tab. */
export class EventLog {
  private tail: Array<LogEntry> = []
  private cut: Checkpoint | null = null
  private nextSeq = 1
  /** Every entry as it is appended: for devtools, analytics and reminders. */
  readonly feed = new Subject<LogEntry>()
  /**
   * The commands logged whose handling has not ended (waiting for their lane, or for a service's answer), by seq.
   * An export taken now cuts them: a re-run stops each where its logged entries end instead of calling that a
   * divergence. Kept by the bus.
   */
  readonly unfinished = new Set<number>()

  constructor(readonly options: LogOptions) {}

  static restore(options: LogOptions, checkpoint: Checkpoint | null, entries: ReadonlyArray<LogEntry>): EventLog {
    const log = new EventLog(options)
    log.cut = checkpoint
    log.tail = [...entries]
    const last = entries.at(-1)?.seq ?? checkpoint?.seq ?? 0
    log.nextSeq = last + 1
    return log
  }

  append(entry: NewEntry): LogEntry {
    // Field by field: V8 stores `{ ...entry, seq }` in a slow layout, and replay reads every entry.
    const full = { seq: this.nextSeq++, at: entry.at, kind: entry.kind, source: entry.source, causedBy: entry.causedBy, body: entry.body } as LogEntry
    this.tail.push(full)
    if (this.tail.length > this.options.maxEntries) this.compact()
    this.feed.next(full)
    return full
  }

  get entries(): ReadonlyArray<LogEntry> {
    return this.tail
  }

  get checkpoint(): Checkpoint | null {
    return this.cut
  }

  get size(): number {
    return this.tail.length
  }

  /** Folds the oldest half of the tail into the checkpoint. */
  private compact(): void {
    const keep = Math.floor(this.options.maxEntries / 2)
    const dropped = this.tail.slice(0, this.tail.length - keep)
    this.tail = this.tail.slice(this.tail.length - keep)
    const last = dropped.at(-1)
    if (last !== undefined) this.cut = { seq: last.seq, at: last.at, states: replay({ checkpoint: this.cut, entries: dropped }) }
  }
}
