import { Layer } from "effect"
import { Broker, type BrokerShape, type BrokerUnreachable } from "./broker"
import { InProcessBrokerLive } from "./inProcessBroker"
import { NatsBrokerLive } from "./natsBroker"

/**
 * Which broker the server uses: this process's own (the embedded default: one process), NATS JetStream (BROKER_URL:
 * every process of a cluster on one), or one given by the caller (tests: several servers of one test process sharing
 * one in-process broker, as processes share a NATS server).
 */
export type BrokerOptions =
  | { readonly kind: "in-process" }
  | { readonly kind: "nats"; readonly url: string; readonly prefix?: string | undefined }
  | { readonly kind: "given"; readonly broker: BrokerShape }

export const brokerLayer = (options: BrokerOptions | undefined): Layer.Layer<Broker, BrokerUnreachable> => {
  if (options === undefined || options.kind === "in-process") return InProcessBrokerLive
  // A broker given to several servers is shared by them, as processes share a NATS server.
  if (options.kind === "given") return Layer.succeed(Broker, { ...options.broker, sharedWithOtherProcesses: true })
  return NatsBrokerLive({ url: options.url, prefix: options.prefix })
}
