import { Effect, Layer, Option, Schema } from "effect"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { Query } from "../../src/commands/query"
import { Command, type Event } from "../../src/commands/registry"
import { foldEvents } from "../../src/projections/fold"
import { initialStates } from "../../src/projections/registry"

/** The services a handler runs with in a unit test: scripted adapters, and Query reading the states after these events. */
export const handlerServices = (events: ReadonlyArray<Event>, script: TestScript = {}) =>
  Layer.merge(
    TestServices(script),
    Layer.succeed(Query, {
      states: Effect.succeed(foldEvents(initialStates(), events)),
      encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
      decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
    })
  )
