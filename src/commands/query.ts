import { Context, type Effect } from "effect"
import type { States } from "../projections/registry"
import type { Command } from "./commandTypes"

/** The query bus: what handlers may read of the current state and of the log. */
export class Query extends Context.Tag("oddsfold/Query")<
  Query,
  {
    readonly states: Effect.Effect<States>
    readonly commandAt: (seq: number) => Effect.Effect<Command | undefined>
  }
>() {}
