import { Context, Effect, Either, Exit, FiberId, Redacted, Schema } from "effect"
import { defer, EMPTY } from "rxjs"
import type { Answer } from "./entry"
import type { Services } from "./handler"
import type { EventLog } from "./log"
import { REDACTED_PLACEHOLDER } from "./secret"
import { type Answering, answeredClock, answeredServices, type ExitSchema, isServerCall } from "./serviceCalls"

/**
 * How the services a handler gets answer it. The bus wraps every handler run (command `seq`) with one: live, each
 * answer is recorded into the log as an `answer` entry caused by the command; in a re-run, each answer comes from
 * the log instead.
 */
export interface ServiceAnswers {
  readonly around: (seq: number) => <A, E, R>(handler: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/** The defect a re-run answers a call with that the log does not hold. */
export const UNRECORDED_CALL = "unrecorded call"

/** JSON of a call's arguments, secrets as the placeholder: an exported log is safe to attach to a bug report. */
const toLogJson = (value: unknown): unknown => {
  if (Redacted.isRedacted(value)) return REDACTED_PLACEHOLDER
  if (Array.isArray(value)) return value.map(toLogJson)
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === undefined ? [] : [[key, toLogJson(field)]])))
  }
  return value
}

/**
 * The answer as it may be logged: every Redacted value in it (a password the server made and shows once) becomes
 * the placeholder, so its Schema encodes "<redacted>" into the log while the handler still got the real value.
 */
const redactedForLog = (value: unknown): unknown => {
  if (Redacted.isRedacted(value)) return Redacted.make(REDACTED_PLACEHOLDER)
  if (Array.isArray(value)) return value.map(redactedForLog)
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redactedForLog(field)]))
  }
  return value
}

const withServices = <A, E, R>(handler: Effect.Effect<A, E, R>, wrap: (context: Context.Context<Services>) => Context.Context<Services>) =>
  Effect.mapInputContext(handler, (context: Context.Context<R>) =>
    Context.merge(context, wrap(context as unknown as Context.Context<Services>)) as Context.Context<R>
  )

/** The live app: every call runs against the real service and its answer is appended to `log`. */
export const recordingAnswers = (log: EventLog): ServiceAnswers => ({
  around: (seq) => (handler) =>
    Effect.clockWith((original) => {
      const answering: Answering = {
        call: (name, input, schema, run) =>
          Effect.suspend(run).pipe(
            // The service itself runs on the real clock: only the handler's own time reads are its answers.
            Effect.withClock(original),
            Effect.exit,
            Effect.flatMap((exit) => {
              log.append({
                kind: "answer",
                at: original.unsafeCurrentTimeMillis(),
                source: isServerCall(name) ? "server" : "system",
                causedBy: seq,
                body: {
                  call: name,
                  input: input === undefined ? undefined : toLogJson(input),
                  exit: Schema.encodeSync(schema)(Exit.map(exit, redactedForLog))
                }
              })
              return exit
            })
          ),
        observable: (run) => defer(run),
        clock: { sleep: (duration) => original.sleep(duration), unsafeNow: () => original.unsafeCurrentTimeMillis() }
      }
      return withServices(handler, (context) => answeredServices(context, answering)).pipe(Effect.withClock(answeredClock(answering)))
    })
})

/** The answers a log holds, by the command they answered and the call, in the order they were given. */
export class LoggedAnswers {
  private readonly byCommand = new Map<number, Map<string, Array<Answer>>>()

  add(commandSeq: number, answer: Answer): void {
    let calls = this.byCommand.get(commandSeq)
    if (calls === undefined) this.byCommand.set(commandSeq, (calls = new Map()))
    const queue = calls.get(answer.call)
    if (queue === undefined) calls.set(answer.call, [answer])
    else queue.push(answer)
  }

  /** The next answer command `commandSeq` got from `call`, or undefined when the log holds no more. */
  take(commandSeq: number | undefined, call: string): Answer | undefined {
    return commandSeq === undefined ? undefined : this.byCommand.get(commandSeq)?.get(call)?.shift()
  }
}

export interface ServedOptions {
  /** Today's log, where the served answers are appended like live ones (so today's entries compare with the log's). */
  readonly log: EventLog
  readonly answers: LoggedAnswers
  /** The logged command that today's command `seq` re-runs. */
  readonly loggedSeqOf: (seq: number) => number | undefined
  /** The logged time of the command being re-run: the runtime's own time reads see it. */
  readonly now: () => number
  /** Logged commands the export cut while they waited for an answer. */
  readonly unfinished: ReadonlySet<number>
}

/**
 * A re-run: every call is answered from the log; a call the log does not hold dies as an unrecorded call, unless
 * the export cut that command while it waited: then the call never answers within the log, and the handler is
 * interrupted there, as the export found it.
 */
export const servedAnswers = (options: ServedOptions): ServiceAnswers => ({
  around: (seq) => (handler) => {
    const loggedSeq = options.loggedSeqOf(seq)
    const serve = (name: string, input: ReadonlyArray<unknown> | undefined, schema: ExitSchema) => {
      const logged = options.answers.take(loggedSeq, name)
      if (logged === undefined && loggedSeq !== undefined && options.unfinished.has(loggedSeq)) return Exit.interrupt(FiberId.none)
      const decoded = logged === undefined ? undefined : Schema.decodeUnknownEither(schema)(logged.exit)
      const exit =
        decoded === undefined
          ? Exit.die(UNRECORDED_CALL)
          : Either.isRight(decoded)
            ? decoded.right
            : Exit.die(`the logged answer of ${name} does not decode`)
      options.log.append({
        kind: "answer",
        at: options.now(),
        source: isServerCall(name) ? "server" : "system",
        causedBy: seq,
        body: {
          call: name,
          input: input === undefined ? undefined : toLogJson(input),
          exit: decoded !== undefined && Either.isRight(decoded) ? logged!.exit : Schema.encodeSync(schema)(exit)
        }
      })
      return exit
    }
    const answering: Answering = {
      call: (name, input, schema) => Effect.suspend(() => serve(name, input, schema)),
      observable: () => EMPTY,
      clock: { sleep: () => Effect.void, unsafeNow: options.now }
    }
    return withServices(handler, () => answeredServices(undefined, answering)).pipe(Effect.withClock(answeredClock(answering)))
  }
})
