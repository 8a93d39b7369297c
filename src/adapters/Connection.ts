import { Context, type Effect } from "effect"
import type { ConnectionHints } from "../domain/shell/connection"

/** The network as the browser reports it (navigator.connection), for the prefetch rule of SPEC.md 2.1. */
export class Connection extends Context.Tag("oddsfold/Connection")<
  Connection,
  {
    readonly hints: Effect.Effect<ConnectionHints>
    /** True on save-data or 2g: the router skips link prefetch. */
    readonly skipLinkPrefetch: Effect.Effect<boolean>
  }
>() {}
