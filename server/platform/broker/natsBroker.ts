import { DeliverPolicy, type JetStreamClient, type JetStreamManager, StorageType, jetstream, jetstreamManager } from "@nats-io/jetstream"
import { type NatsConnection, connect } from "@nats-io/transport-node"
import { Duration, Effect, Layer, Option, Schedule, type Scope, identity } from "effect"
import { Broker, BrokerUnavailable, BrokerUnreachable, type BrokerShape, type Delivered, type StartAt, type Topic, decodeMessage, encodeMessage } from "./broker"

/** Where the cluster's broker is: BROKER_URL, and the prefix of every subject and stream (one cluster's, or one test's). */
export interface NatsBrokerOptions {
  /** `nats://host:port` (user and password may ride in it; they are never logged). */
  readonly url: string
  /** Letters and digits: subjects are `<prefix>.<topic>`, streams `<prefix>_<topic>`. Default `oddsfold`. */
  readonly prefix?: string | undefined
}

/** How long the first connection may take before the server refuses to start; how long a publication waits for its ack. */
const CONNECT_TIMEOUT_MS = 5_000
const PUBLISH_TIMEOUT_MS = 5_000
/** JetStream's window for message ids: the same id within it is kept once. */
const DUPLICATE_WINDOW = Duration.minutes(2)
const PREFIX = /^[A-Za-z][A-Za-z0-9]*$/

/** The URL as it may be logged: without user and password. */
export const describeNatsUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.hostname}${parsed.port === "" ? "" : `:${parsed.port}`}`
  } catch {
    return "(a URL that is not one)"
  }
}

/** BROKER_URL's problem in words, or undefined when it is a NATS URL. */
export const natsUrlProblem = (url: string): string | undefined => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return "BROKER_URL must be a NATS URL such as nats://127.0.0.1:4222"
  }
  if (parsed.protocol !== "nats:" && parsed.protocol !== "tls:") return `BROKER_URL must start with nats:// or tls://, not ${parsed.protocol}//`
  if (parsed.hostname === "") return "BROKER_URL must name a host: nats://127.0.0.1:4222"
  return undefined
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Hands each item of a NATS iterator to `handle` until it ends. Not Stream.fromAsyncIterable: that asks the iterator to
 * `return()` when interrupted, which waits behind the pending `next()` of a NATS iterator for ever; here interruption
 * only abandons the pending `next()`, and closing the source (the consumer, the subscription, the connection) ends it.
 */
const eachOf = <A, E>(iterable: AsyncIterable<A>, onError: (error: unknown) => E, handle: (item: A) => Effect.Effect<void>): Effect.Effect<void, E> =>
  Effect.suspend(() => {
    const iterator = iterable[Symbol.asyncIterator]()
    const step: Effect.Effect<void, E> = Effect.flatMap(Effect.tryPromise({ try: () => iterator.next(), catch: onError }), (result) =>
      result.done === true ? Effect.void : Effect.zipRight(handle(result.value), step)
    )
    return step
  })

const unavailable = (what: string) => (error: unknown) => new BrokerUnavailable({ message: `${what}: ${messageOf(error)}` })

/**
 * The broker on NATS: logs are JetStream streams (one per topic, file storage, their latest `keep` messages per
 * subject, a two-minute duplicate window for message ids), read by ordered consumers, which pick up where they
 * stopped after a reconnection; notices are core NATS subjects. The connection reconnects forever once made; a
 * publication while it is down fails with `BrokerUnavailable` after at most 5 s. A URL that is not one, nothing
 * listening there within 5 s, or a server without JetStream is a `BrokerUnreachable`: the server does not start.
 */
export const makeNatsBroker = (options: NatsBrokerOptions): Effect.Effect<BrokerShape, BrokerUnreachable, Scope.Scope> =>
  Effect.gen(function* () {
    const where = describeNatsUrl(options.url)
    const problem = natsUrlProblem(options.url)
    if (problem !== undefined) return yield* Effect.fail(new BrokerUnreachable({ message: problem }))
    const prefix = options.prefix ?? "oddsfold"
    if (!PREFIX.test(prefix)) return yield* Effect.fail(new BrokerUnreachable({ message: `the broker's prefix must be letters and digits, not ${JSON.stringify(prefix)}` }))
    const connection: NatsConnection = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => connect({ servers: options.url, name: "oddsfold", timeout: CONNECT_TIMEOUT_MS, maxReconnectAttempts: -1, reconnectTimeWait: 1_000 }),
        catch: (error) => new BrokerUnreachable({ message: `the broker at ${where} cannot be reached: ${messageOf(error)}` })
      }),
      (nc) => Effect.promise(() => nc.drain().catch(() => nc.close())).pipe(Effect.timeout("3 seconds"), Effect.ignore)
    )
    const manager: JetStreamManager = yield* Effect.tryPromise({
      try: () => jetstreamManager(connection, { timeout: CONNECT_TIMEOUT_MS }),
      catch: (error) => new BrokerUnreachable({ message: `the broker at ${where} has no JetStream (start nats-server with -js): ${messageOf(error)}` })
    })
    const client: JetStreamClient = jetstream(connection, { timeout: PUBLISH_TIMEOUT_MS })

    // What happens to the connection, in the log: a lost broker is a warning, its return a line of its own.
    yield* Effect.forkScoped(
      eachOf(connection.status(), identity, (status) =>
        status.type === "disconnect"
          ? Effect.logWarning(`the broker at ${where} is lost; reconnecting`)
          : status.type === "reconnect"
            ? Effect.logInfo(`the broker at ${where} is back`)
            : Effect.void
      ).pipe(Effect.ignore)
    )

    const subjectOf = (topic: Topic<unknown>) => `${prefix}.${topic.name}`
    const streamOf = (topic: Topic<unknown>) => `${prefix}_${topic.name.replace(/\./g, "_")}`
    const streams = new Map<string, Promise<void>>()
    /** A log's stream, made (or brought to the topic's settings) once per process. */
    const ensureStream = (topic: Topic<unknown>) =>
      Effect.tryPromise({
        try: () => {
          const name = streamOf(topic)
          let made = streams.get(name)
          if (made === undefined) {
            const config = {
              name,
              subjects: [subjectOf(topic)],
              storage: StorageType.File,
              max_msgs_per_subject: topic.keep ?? 1,
              duplicate_window: Duration.toMillis(DUPLICATE_WINDOW) * 1_000_000
            }
            made = manager.streams
              .info(name)
              .then(
                () => manager.streams.update(name, { subjects: config.subjects, max_msgs_per_subject: config.max_msgs_per_subject, duplicate_window: config.duplicate_window }),
                () => manager.streams.add(config)
              )
              .then(() => undefined)
            made.catch(() => streams.delete(name))
            streams.set(name, made)
          }
          return made
        },
        catch: unavailable(`the broker's stream for ${topic.name}`)
      })

    const publish: BrokerShape["publish"] = (topic, message, publishOptions) =>
      Effect.suspend(() => {
        const data = encodeMessage(topic, message)
        if (topic.keep === undefined)
          return Effect.try({ try: () => (connection.publish(subjectOf(topic as Topic<unknown>), data), 0), catch: unavailable(`a notice of ${topic.name}`) })
        return Effect.zipRight(
          ensureStream(topic as Topic<unknown>),
          Effect.tryPromise({
            try: () => client.publish(subjectOf(topic as Topic<unknown>), data, publishOptions?.id === undefined ? {} : { msgID: publishOptions.id }),
            catch: unavailable(`a message of ${topic.name}`)
          }).pipe(Effect.map((ack) => ack.seq))
        )
      })

    const last: BrokerShape["last"] = (topic) =>
      Effect.zipRight(
        ensureStream(topic as Topic<unknown>),
        Effect.tryPromise({
          try: () => manager.streams.getMessage(streamOf(topic as Topic<unknown>), { last_by_subj: subjectOf(topic as Topic<unknown>) }).catch(() => null),
          catch: unavailable(`the last message of ${topic.name}`)
        })
      ).pipe(
        Effect.map((stored) => (stored === null ? Option.none() : Option.map(decodeMessage(topic, stored.string()), (message) => ({ seq: stored.seq, message }))))
      )

    const skipped = (topic: Topic<unknown>) => Effect.logWarning(`the broker skipped a message of ${topic.name} that is not one of its own`)

    /** A log read by an ordered consumer from `start`; read again from after the last one handled if it fails. */
    const subscribeLog = <A>(topic: Topic<A>, start: StartAt, handle: (delivered: Delivered<A>) => Effect.Effect<void>) =>
      Effect.gen(function* () {
        yield* ensureStream(topic as Topic<unknown>)
        let handled: number | undefined = start._tag === "After" ? start.seq : undefined
        const policy = () =>
          handled !== undefined
            ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: handled + 1 }
            : start._tag === "Last"
              ? { deliver_policy: DeliverPolicy.Last }
              : { deliver_policy: DeliverPolicy.New }
        const once = Effect.acquireUseRelease(
          Effect.tryPromise({
            try: async () => (await client.consumers.get(streamOf(topic as Topic<unknown>), { ...policy(), filter_subjects: subjectOf(topic as Topic<unknown>) })).consume(),
            catch: unavailable(`a subscription to ${topic.name}`)
          }),
          (messages) =>
            eachOf(messages, unavailable(`the subscription to ${topic.name}`), (message) =>
              Effect.suspend(() => {
                handled = message.seq
                return Option.match(decodeMessage(topic, message.string()), {
                  onNone: () => skipped(topic as Topic<unknown>),
                  onSome: (decoded) => handle({ seq: message.seq, message: decoded })
                })
              })
            ),
          (messages) => Effect.promise(() => messages.close()).pipe(Effect.timeout("2 seconds"), Effect.ignore)
        )
        yield* Effect.forkScoped(
          once.pipe(
            Effect.tapError((error) => Effect.logWarning(`${error.message}; subscribing again`)),
            Effect.retry(Schedule.spaced("1 second")),
            Effect.ignore
          )
        )
      })

    const subscribeNotices = <A>(topic: Topic<A>, handle: (delivered: Delivered<A>) => Effect.Effect<void>) =>
      Effect.gen(function* () {
        const subscription = yield* Effect.acquireRelease(
          Effect.try({ try: () => connection.subscribe(subjectOf(topic as Topic<unknown>)), catch: unavailable(`a subscription to ${topic.name}`) }),
          (subscription) => Effect.sync(() => subscription.unsubscribe())
        )
        yield* Effect.forkScoped(
          eachOf(subscription, unavailable(`the subscription to ${topic.name}`), (message) =>
            Option.match(decodeMessage(topic, message.string()), { onNone: () => skipped(topic as Topic<unknown>), onSome: (decoded) => handle({ seq: 0, message: decoded }) })
          ).pipe(Effect.ignore)
        )
      })

    const subscribe: BrokerShape["subscribe"] = (topic, start, handle) =>
      topic.keep === undefined ? subscribeNotices(topic, handle) : subscribeLog(topic, start, handle)

    yield* Effect.logInfo(`the broker: NATS JetStream at ${where}, subjects ${prefix}.*`)
    return { description: where, sharedWithOtherProcesses: true, publish, last, subscribe }
  })

/** The broker on NATS, for as long as the layer lives. */
export const NatsBrokerLive = (options: NatsBrokerOptions): Layer.Layer<Broker, BrokerUnreachable> => Layer.scoped(Broker, makeNatsBroker(options))
