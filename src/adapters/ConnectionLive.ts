import { Effect, Layer } from "effect"
import { type ConnectionHints, shouldSkipLinkPrefetch } from "../domain/shell/connection"
import { Connection } from "./Connection"

/** navigator.connection is Chromium-only and not in the TypeScript DOM types; this is the part we read. */
interface NetworkInformationLike {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

const browserHints = (): ConnectionHints => {
  if (typeof navigator === "undefined") return {}
  const connection = (navigator as Navigator & { readonly connection?: NetworkInformationLike }).connection
  return connection === undefined ? {} : { saveData: connection.saveData, effectiveType: connection.effectiveType }
}

/** Connection over a given reader of the hints (read on every call: the network changes while the tab is open). */
export const makeConnection = (read: () => ConnectionHints): Connection["Type"] => {
  const hints = Effect.sync(read)
  return { hints, skipLinkPrefetch: Effect.map(hints, shouldSkipLinkPrefetch) }
}

export const ConnectionLive: Layer.Layer<Connection> = Layer.sync(Connection, () => makeConnection(browserHints))
