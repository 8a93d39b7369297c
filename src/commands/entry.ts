import { Either, type ParseResult, Schema } from "effect"
import { Command, commandClassOfTag, Event, eventClassOfTag } from "./registry"

/** Who caused an entry (ARCHITECTURE 3). */
export const Source = Schema.Literal("user", "timer", "server", "system", "replay")
export type Source = typeof Source.Type

const common = {
  seq: Schema.Int,
  /** Milliseconds since the epoch, from the Clock service. */
  at: Schema.Number,
  causedBy: Schema.optional(Schema.Int),
  source: Source
}

export const CommandEntry = Schema.Struct({ ...common, kind: Schema.Literal("command"), body: Command })
export type CommandEntry = typeof CommandEntry.Type

export const EventEntry = Schema.Struct({ ...common, kind: Schema.Literal("event"), body: Event })
export type EventEntry = typeof EventEntry.Type

/**
 * What a service answered a handler (ARCHITECTURE 3: every service answer is in the log), caused by the command
 * whose handler asked. `call` names the service member ("Storage.get", "Api.config.all", "Clock.currentTimeMillis"),
 * `input` its arguments and `exit` its Schema-encoded Exit; both are JSON already, with secrets replaced by the
 * redacted placeholder when recorded, so export and import need no Schema of the call. Replay ignores answers;
 * re-run serves them to today's handlers (rerun.ts).
 */
export const Answer = Schema.Struct({ call: Schema.String, input: Schema.optional(Schema.Unknown), exit: Schema.Unknown })
export type Answer = typeof Answer.Type

export const AnswerEntry = Schema.Struct({ ...common, kind: Schema.Literal("answer"), body: Answer })
export type AnswerEntry = typeof AnswerEntry.Type

export const LogEntry = Schema.Union(CommandEntry, EventEntry, AnswerEntry)
export type LogEntry = typeof LogEntry.Type

/** An entry's frame with its body as it comes: the body is decoded by the class its tag names. */
const Frame = Schema.Struct({ ...common, kind: Schema.Literal("command", "event", "answer"), body: Schema.Unknown })
const decodeFrame = Schema.decodeUnknownEither(Frame)
const encodeFrame = Schema.encodeSync(Frame)
const decodeWhole = Schema.decodeUnknownEither(LogEntry)
const encodeWhole = Schema.encodeSync(LogEntry)

type BodyCodec = { readonly decode: (body: unknown) => Either.Either<unknown, ParseResult.ParseError>; readonly encode: (body: unknown) => unknown }
const codecs = new Map<Schema.Schema<any, any>, BodyCodec>()
const codecOf = (schema: Schema.Schema<any, any>): BodyCodec => {
  let codec = codecs.get(schema)
  if (codec === undefined) {
    codec = { decode: Schema.decodeUnknownEither(schema), encode: Schema.encodeSync(schema) }
    codecs.set(schema, codec)
  }
  return codec
}
const bodySchemaOf = (kind: string, body: unknown): Schema.Schema<any, any> | undefined => {
  if (kind === "answer") return Answer
  const tag = typeof body === "object" && body !== null ? (body as { readonly _tag?: unknown })._tag : undefined
  if (typeof tag !== "string") return undefined
  return kind === "command" ? commandClassOfTag.get(tag) : eventClassOfTag.get(tag)
}

/**
 * An entry decoded as `LogEntry` decodes it, its body by the one class its tag names. Whatever does not decode so is
 * decoded by the whole union once more, for its error as `LogEntry` words it.
 */
export const decodeLogEntry = (raw: unknown): Either.Either<LogEntry, ParseResult.ParseError> => {
  const frame = decodeFrame(raw)
  if (Either.isRight(frame)) {
    const schema = bodySchemaOf(frame.right.kind, frame.right.body)
    const body = schema === undefined ? undefined : codecOf(schema).decode(frame.right.body)
    if (body !== undefined && Either.isRight(body)) return Either.right({ ...frame.right, body: body.right } as LogEntry)
  }
  return decodeWhole(raw)
}

/** An entry encoded as `LogEntry` encodes it, its body by its own class. */
export const encodeLogEntry = (entry: LogEntry): unknown => {
  const schema = bodySchemaOf(entry.kind, entry.body)
  if (schema === undefined) return encodeWhole(entry)
  return encodeFrame({ ...entry, body: codecOf(schema).encode(entry.body) })
}
