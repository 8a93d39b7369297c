import { Subject } from "rxjs"
import { applyEvent, initialStates, type States } from "../projections/registry"
import type { Command } from "./commandTypes"
import type { LogEntry, Source } from "./entry"
import type { Event } from "./events"

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

/** The append-only, in-memory log of every command and event of this tab. */
export class EventLog {
  private tail: Array<LogEntry> = []
  private cut: Checkpoint | null = null
  private nextSeq = 1
  /** Every entry as it is appended: for devtools, analytics and reminders. */
  readonly feed = new Subject<LogEntry>()

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
    const full = { ...entry, seq: this.nextSeq++ } as LogEntry
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

  /** The command with this sequence number, if it is still in the tail. */
  commandAt(seq: number): Command | undefined {
    const entry = this.find(seq)
    return entry?.kind === "command" ? entry.body : undefined
  }

  private find(seq: number): LogEntry | undefined {
    // Entries are in seq order with no gaps after the checkpoint.
    const first = this.tail[0]
    if (first === undefined) return undefined
    return this.tail[seq - first.seq]
  }

  /** Folds the oldest half of the tail into the checkpoint. */
  private compact(): void {
    const keep = Math.floor(this.options.maxEntries / 2)
    const dropped = this.tail.slice(0, this.tail.length - keep)
    this.tail = this.tail.slice(this.tail.length - keep)
    let states = this.cut?.states ?? initialStates()
    for (const entry of dropped) if (entry.kind === "event") states = applyEvent(states, entry.body)
    const last = dropped.at(-1)
    if (last !== undefined) this.cut = { seq: last.seq, at: last.at, states }
  }
}
