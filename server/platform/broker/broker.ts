import { Context, Data, type Effect, type Option, Schema, type Scope } from "effect"

/**
 * The broker (ARCHITECTURE 6, "Scale-out"): typed messages on named topics, shared by every process of a cluster. Two
 * kinds of topic:
 * - a **log** keeps its latest `keep` messages, each under a sequence number that only grows; a subscriber may start
 *   from the last one kept or from any sequence still kept, so a process that starts late or fell behind catches up
 *   (the line's ticks);
 * - a **notice** is heard by whoever listens when it is sent, and by no one later (a nudge, a change notice).
 * Behind it: one process's own memory (inProcessBroker.ts, the embedded default) or NATS JetStream (natsBroker.ts,
 * BROKER_URL); brokerLayer.ts picks one. Every message goes as its Schema's JSON on both, so what a topic carries is
 * the same whichever broker carries it; a message that does not decode (sent by another version of the server) is
 * logged and skipped, never handed on.
 */
export interface Topic<A> {
  /** Letters, digits and dots (`line.ticks`): the broker's subject below the cluster's prefix. */
  readonly name: string
  readonly schema: Schema.Schema<A, any, never>
  /** A log: how many of its latest messages are kept. Absent: a notice, kept by no one. */
  readonly keep?: number | undefined
}

const NAME = /^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)*$/

const checked = <A>(topic: Topic<A>): Topic<A> => {
  if (!NAME.test(topic.name)) throw new Error(`a topic's name is lower-case words joined by dots, not ${JSON.stringify(topic.name)}`)
  return topic
}

/** A log topic keeping its latest `keep` messages. */
export const logTopic = <A, I>(name: string, schema: Schema.Schema<A, I, never>, keep: number): Topic<A> => checked({ name, schema, keep })

/** A notice topic: heard by who listens when it is sent. */
export const noticeTopic = <A, I>(name: string, schema: Schema.Schema<A, I, never>): Topic<A> => checked({ name, schema })

/** A message as it is delivered: its place in its log (0 for a notice) and what it says. */
export interface Delivered<A> {
  readonly seq: number
  readonly message: A
}

/** Where a subscription starts: only what is sent from now on, the last message kept and what follows, or what follows `seq`. */
export type StartAt = { readonly _tag: "New" } | { readonly _tag: "Last" } | { readonly _tag: "After"; readonly seq: number }
export const StartAt = {
  New: { _tag: "New" } as StartAt,
  Last: { _tag: "Last" } as StartAt,
  After: (seq: number): StartAt => ({ _tag: "After", seq })
}

/** The broker could not take or give a message now (connection lost and not back yet, no answer in time). */
export class BrokerUnavailable extends Data.TaggedError("BrokerUnavailable")<{ readonly message: string }> {}

/** The broker named by the settings cannot be used at all (bad URL, nothing listening, no JetStream): the server does not start. */
export class BrokerUnreachable extends Data.TaggedError("BrokerUnreachable")<{ readonly message: string }> {}

export interface BrokerShape {
  /** Which broker this is, for the logs: `in-process` or `nats://host:port`. */
  readonly description: string
  /** Whether other processes hear what this one publishes (NATS), or only this process (the in-process broker). */
  readonly sharedWithOtherProcesses: boolean
  /**
   * Sends a message; answers its sequence in its log (0 for a notice). A log message with an `id` already kept
   * within the last two minutes is not kept twice: the first one's sequence is answered.
   */
  readonly publish: <A>(topic: Topic<A>, message: A, options?: { readonly id?: string | undefined }) => Effect.Effect<number, BrokerUnavailable>
  /** The last message a log keeps, if any. */
  readonly last: <A>(topic: Topic<A>) => Effect.Effect<Option.Option<Delivered<A>>, BrokerUnavailable>
  /**
   * Hands every message of the topic from `start` on to `handle`, one at a time and in the log's order, in the
   * background until the caller's scope closes. A subscriber that loses the broker picks up where it stopped once it
   * is back. `handle` must not publish to the topic it hears.
   */
  readonly subscribe: <A>(topic: Topic<A>, start: StartAt, handle: (delivered: Delivered<A>) => Effect.Effect<void>) => Effect.Effect<void, BrokerUnavailable, Scope.Scope>
}

export class Broker extends Context.Tag("oddsfold/server/Broker")<Broker, BrokerShape>() {}

/** A message as the broker carries it: its Schema's JSON. */
export const encodeMessage = <A>(topic: Topic<A>, message: A): string => JSON.stringify(Schema.encodeSync(topic.schema)(message))

const decoders = new WeakMap<Schema.Schema<any, any, never>, (text: string) => Option.Option<any>>()

/** A carried message read back; none when it is not one of the topic's (another version of the server sent it). */
export const decodeMessage = <A>(topic: Topic<A>, text: string): Option.Option<A> => {
  let decode = decoders.get(topic.schema)
  if (decode === undefined) {
    decode = Schema.decodeUnknownOption(Schema.parseJson(topic.schema))
    decoders.set(topic.schema, decode)
  }
  return decode(text)
}
