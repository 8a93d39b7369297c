import { Layer } from "effect"
import type { ConnectionHints } from "../domain/shell/connection"
import { Connection } from "./Connection"
import { makeConnection } from "./ConnectionLive"

/** A fixed network, by default one that reports nothing (so prefetch is on). */
export const ConnectionTest = (hints: ConnectionHints = {}): Layer.Layer<Connection> =>
  Layer.succeed(Connection, makeConnection(() => hints))
