import { Effect, Layer, Option } from "effect"
import { Broker, type BrokerShape, type Delivered, type Topic, decodeMessage, encodeMessage } from "./broker"

/** How long a log remembers a message's id, so the same id sent again is not kept twice (as JetStream's window). */
const DUPLICATE_WINDOW_MS = 120_000

interface Kept {
  readonly seq: number
  readonly text: string
}

interface TopicState {
  seq: number
  readonly kept: Array<Kept>
  readonly ids: Map<string, { readonly seq: number; readonly at: number }>
  readonly handlers: Set<(kept: Kept) => Effect.Effect<void>>
  /** One publication or subscription at a time: every subscriber hears the log in one order. */
  readonly turn: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

/**
 * The broker in one process's memory (the embedded default: one process, nothing else to run). A message is handed to
 * every subscriber before `publish` returns, in the order of the log; logs keep their latest messages as JetStream's
 * streams do, so the line is played the same way on it as on NATS. Several servers in one test process share one
 * (`makeInProcessBroker`) as processes share a NATS server.
 */
export const makeInProcessBroker = (): BrokerShape => {
  const topics = new Map<string, TopicState>()
  const stateOf = (topic: Topic<unknown>): TopicState => {
    let state = topics.get(topic.name)
    if (state === undefined) {
      const semaphore = Effect.unsafeMakeSemaphore(1)
      state = { seq: 0, kept: [], ids: new Map(), handlers: new Set(), turn: semaphore.withPermits(1) }
      topics.set(topic.name, state)
    }
    return state
  }
  const deliver = <A>(topic: Topic<A>, handle: (delivered: Delivered<A>) => Effect.Effect<void>) => (kept: Kept) =>
    Option.match(decodeMessage(topic, kept.text), {
      onNone: () => Effect.logWarning(`the broker skipped a message of ${topic.name} that is not one of its own`),
      onSome: (message) => handle({ seq: kept.seq, message })
    })

  const publish: BrokerShape["publish"] = (topic, message, options) =>
    Effect.suspend(() => {
      const state = stateOf(topic as Topic<unknown>)
      const text = encodeMessage(topic, message)
      return state.turn(
        Effect.gen(function* () {
          if (topic.keep === undefined) {
            for (const handler of [...state.handlers]) yield* handler({ seq: 0, text })
            return 0
          }
          const now = Date.now()
          for (const [id, seen] of state.ids) if (now - seen.at > DUPLICATE_WINDOW_MS) state.ids.delete(id)
          const id = options?.id
          const duplicate = id === undefined ? undefined : state.ids.get(id)
          if (duplicate !== undefined) return duplicate.seq
          const kept = { seq: ++state.seq, text }
          if (id !== undefined) state.ids.set(id, { seq: kept.seq, at: now })
          state.kept.push(kept)
          if (state.kept.length > topic.keep) state.kept.splice(0, state.kept.length - topic.keep)
          for (const handler of [...state.handlers]) yield* handler(kept)
          return kept.seq
        })
      )
    })

  const last: BrokerShape["last"] = (topic) =>
    Effect.sync(() => {
      const kept = stateOf(topic as Topic<unknown>).kept.at(-1)
      return kept === undefined ? Option.none() : Option.map(decodeMessage(topic, kept.text), (message) => ({ seq: kept.seq, message }))
    })

  const subscribe: BrokerShape["subscribe"] = (topic, start, handle) =>
    Effect.suspend(() => {
      const state = stateOf(topic as Topic<unknown>)
      const handler = deliver(topic, handle)
      const backlog = (): ReadonlyArray<Kept> =>
        start._tag === "Last" ? state.kept.slice(-1) : start._tag === "After" ? state.kept.filter((kept) => kept.seq > start.seq) : []
      return Effect.acquireRelease(
        state.turn(
          Effect.gen(function* () {
            for (const kept of backlog()) yield* handler(kept)
            state.handlers.add(handler)
          })
        ),
        () => Effect.sync(() => void state.handlers.delete(handler))
      )
    })

  return { description: "in-process", sharedWithOtherProcesses: false, publish, last, subscribe }
}

/** A broker of this process alone. */
export const InProcessBrokerLive: Layer.Layer<Broker> = Layer.sync(Broker, makeInProcessBroker)
