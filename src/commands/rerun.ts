import { Cause, Clock, Effect, Exit, Layer, ManagedRuntime, Schema } from "effect"
import { ProjectionStore } from "../projections/store"
import { initialStates } from "../projections/registry"
import { LoggedAnswers, servedAnswers, UNRECORDED_CALL } from "./answers"
import { CommandBus } from "./bus"
import type { CommandEntry, LogEntry } from "./entry"
import type { Services } from "./handler"
import { type Checkpoint, EventLog } from "./log"
import { Command, Event, type Route, routes } from "./registry"

/**
 * Re-run (ARCHITECTURE 3): the logged commands that no other command caused (the player's, the timers', the
 * system's) run again through today's handlers, every service answer taken from the log, and today's entries are
 * compared with the logged ones, command by command. That is how a fix is shown to change a recorded bug, and how
 * a developer sees which handler change altered behaviour.
 */

/** One entry as re-run compares it: what it is and what it says, and which entry of its root caused it. */
export interface ComparedEntry {
  readonly seq: number
  readonly at: number
  readonly kind: LogEntry["kind"]
  /** The command or event tag, or the service call of an answer. */
  readonly tag: string
  /** The Schema-encoded body as JSON (an answer's input and exit). */
  readonly body: string
  /** Position of the causing entry in its root's entries; null for the root. */
  readonly cause: number | null
}

export interface Divergence {
  /** The logged seq of the root command whose re-run diverged. */
  readonly root: number
  /** Position of the first differing entry in that root's entries. */
  readonly index: number
  readonly reason: string
  /** The root's entries as logged and as today's handlers produced them, for a side-by-side view. */
  readonly logged: ReadonlyArray<ComparedEntry>
  readonly today: ReadonlyArray<ComparedEntry>
}

export interface RerunReport {
  /** How many root commands were re-run. */
  readonly roots: number
  /** The first root whose entries differ, or null. */
  readonly divergence: Divergence | null
}

export interface RerunOptions {
  /** The handler table to run: today's routes unless a test injects a changed one. */
  readonly table?: ReadonlyMap<string, Route>
}

const encodeCommand = Schema.encodeSync(Command)
const encodeEvent = Schema.encodeSync(Event)

const bodyOf = (entry: LogEntry): { readonly tag: string; readonly body: string } => {
  switch (entry.kind) {
    case "command":
      return { tag: entry.body._tag, body: JSON.stringify(encodeCommand(entry.body)) }
    case "event":
      return { tag: entry.body._tag, body: JSON.stringify(encodeEvent(entry.body)) }
    case "answer":
      return { tag: entry.body.call, body: JSON.stringify({ input: entry.body.input, exit: entry.body.exit }) }
  }
}

/** A root's entries in log order, each pointing at its cause by position, so seq numbers do not matter. */
const compared = (entries: ReadonlyArray<LogEntry>): ReadonlyArray<ComparedEntry> => {
  const position = new Map(entries.map((entry, index) => [entry.seq, index]))
  return entries.map((entry) => ({
    seq: entry.seq,
    at: entry.at,
    kind: entry.kind,
    ...bodyOf(entry),
    cause: entry.causedBy === undefined ? null : (position.get(entry.causedBy) ?? null)
  }))
}

/**
 * Entries a compacted log keeps of a root it dropped (the tail of a handler run the checkpoint cut through): no
 * root of the tail caused them, so their events are folded as logged, at their place.
 */
const rootlessEntries = (entries: ReadonlyArray<LogEntry>): ReadonlySet<LogEntry> => {
  const rooted = new Set<number>()
  const rootless = new Set<LogEntry>()
  for (const entry of entries) {
    if (entry.causedBy === undefined ? entry.kind === "command" : rooted.has(entry.causedBy)) rooted.add(entry.seq)
    else rootless.add(entry)
  }
  return rootless
}

/** Every entry caused, directly or not, by `root`, in log order. */
const subtreeOf = (root: CommandEntry, entries: ReadonlyArray<LogEntry>, from: number): ReadonlyArray<LogEntry> => {
  const members = new Set([root.seq])
  const found: Array<LogEntry> = [root]
  for (let i = from; i < entries.length; i++) {
    const entry = entries[i]!
    if (entry.causedBy !== undefined && members.has(entry.causedBy)) {
      members.add(entry.seq)
      found.push(entry)
    }
  }
  return found
}

const isUnrecorded = (entry: ComparedEntry): boolean => entry.kind === "answer" && entry.body.includes(`"defect":"${UNRECORDED_CALL}"`)

const firstDifference = (
  logged: ReadonlyArray<ComparedEntry>,
  today: ReadonlyArray<ComparedEntry>
): { readonly index: number; readonly reason: string } | null => {
  for (let i = 0; i < Math.max(logged.length, today.length); i++) {
    const was = logged[i]
    const is = today[i]
    if (is !== undefined && isUnrecorded(is)) return { index: i, reason: `unrecorded call ${is.tag}` }
    if (was === undefined) return { index: i, reason: `today's handlers added ${is!.kind} ${is!.tag}` }
    if (is === undefined) return { index: i, reason: `today's handlers no longer produce ${was.kind} ${was.tag}` }
    if (was.kind !== is.kind || was.tag !== is.tag) return { index: i, reason: `${was.kind} ${was.tag} became ${is.kind} ${is.tag}` }
    if (was.body !== is.body) return { index: i, reason: `${was.kind} ${was.tag} has a different body` }
    if (was.cause !== is.cause) return { index: i, reason: `${was.kind} ${was.tag} has a different cause` }
  }
  return null
}

/** A clock stopped at `millis`: today's entries get the logged command's time. */
const stoppedClock = (millis: number): Clock.Clock => ({
  [Clock.ClockTypeId]: Clock.ClockTypeId,
  currentTimeMillis: Effect.succeed(millis),
  currentTimeNanos: Effect.succeed(BigInt(millis) * 1_000_000n),
  unsafeCurrentTimeMillis: () => millis,
  unsafeCurrentTimeNanos: () => BigInt(millis) * 1_000_000n,
  sleep: () => Effect.void
})

/**
 * Re-runs a log (imported or live) from its checkpoint's states. Roots run one after another, each to its end,
 * so commands that raced in the live app (one superseding another) are re-run in sequence.
 */
export const rerun = async (
  log: { readonly checkpoint: Checkpoint | null; readonly entries: ReadonlyArray<LogEntry>; readonly unfinished: ReadonlySet<number> },
  options: RerunOptions = {}
): Promise<RerunReport> => {
  const answers = new LoggedAnswers()
  for (const entry of log.entries) if (entry.kind === "answer") answers.add(entry.causedBy!, entry.body)

  const today = new EventLog({ maxEntries: Number.MAX_SAFE_INTEGER, startedAt: log.checkpoint?.at ?? 0, appVersion: "rerun" })
  const store = new ProjectionStore(log.checkpoint?.states ?? initialStates())
  // Handlers get every service from the served answers (servedAnswers wraps each run), so the runtime holds none.
  const runtime = ManagedRuntime.make(Layer.empty) as unknown as ManagedRuntime.ManagedRuntime<Services, never>
  const loggedSeqs = new Map<number, number>()
  let loggedCommands: Array<number> = []
  let now = 0
  const subscription = today.feed.subscribe((entry) => {
    // Today's commands of a root pair, in order, with the logged commands of that root.
    if (entry.kind === "command") {
      const logged = loggedCommands.shift()
      if (logged !== undefined) loggedSeqs.set(entry.seq, logged)
    }
  })
  // A handler sees its command's logged position, as it did live (an idempotency key is made from it): today's log
  // numbers from 1, while a compacted log's entries keep the numbers they had before the checkpoint.
  const table = new Map(
    [...(options.table ?? routes)].map(([tag, route]): [string, Route] => [tag, { ...route, handler: (command, seq) => route.handler(command, loggedSeqs.get(seq) ?? seq) }])
  )
  const bus = new CommandBus(
    today,
    store,
    runtime,
    table,
    servedAnswers({ log: today, answers, loggedSeqOf: (seq) => loggedSeqs.get(seq), now: () => now, unfinished: log.unfinished })
  )

  const rootless = rootlessEntries(log.entries)
  let roots = 0
  let divergence: Divergence | null = null
  try {
    for (let i = 0; i < log.entries.length && divergence === null; i++) {
      const root = log.entries[i]!
      if (root.kind === "event" && rootless.has(root)) store.apply(root.body)
      if (root.kind !== "command" || root.causedBy !== undefined) continue
      roots += 1
      const loggedEntries = subtreeOf(root, log.entries, i + 1)
      loggedCommands = loggedEntries.flatMap((entry) => (entry.kind === "command" ? [entry.seq] : []))
      now = root.at
      const start = today.size
      // Interrupted only where the export cut an unfinished command (servedAnswers): its entries end there too.
      const exit = await runtime.runPromiseExit(bus.dispatchEffect(root.body, root.source).pipe(Effect.withClock(stoppedClock(root.at))))
      if (Exit.isFailure(exit) && !Cause.isInterruptedOnly(exit.cause)) throw Cause.squash(exit.cause)
      const was = compared(loggedEntries)
      // A command the export cut (it waited for its lane or the server) logged only a beginning: today's run goes on
      // past the log's end, and only that beginning can be compared.
      const cut = loggedEntries.some((entry) => entry.kind === "command" && log.unfinished.has(entry.seq))
      const is = compared(today.entries.slice(start)).slice(0, cut ? was.length : undefined)
      const difference = firstDifference(was, is)
      if (difference !== null) divergence = { root: root.seq, ...difference, logged: was, today: is }
    }
  } finally {
    subscription.unsubscribe()
    await runtime.dispose()
  }
  return { roots, divergence }
}
