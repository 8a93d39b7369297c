import { Context, type Effect } from "effect"
import type { States } from "../projections/registry"
import type { Command } from "./registry"

/**
 * The query bus: what handlers may read of the current state (inside their area's lane, ARCHITECTURE 5), and the
 * codec of every command, for the handlers that keep commands in state to run them later (a captcha's waiting
 * commands). Handed in by the bus so that no area imports the registry that lists it.
 */
export class Query extends Context.Tag("oddsfold/Query")<
  Query,
  {
    readonly states: Effect.Effect<States>
    readonly encodeCommand: (command: Command) => Readonly<Record<string, unknown>>
    /**
     * The command an encoded form stands for: the very command this app encoded while it still holds it (secrets
     * and all, so a sign-in retried after a captcha still carries its password), else decoded from the form (a
     * replayed or imported log, whose secrets are placeholders).
     */
    readonly decodeCommand: (encoded: unknown) => Command | undefined
  }
>() {}
