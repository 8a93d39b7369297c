import { HttpApi } from "@effect/platform"
import { Context, Option, type Schema } from "effect"
import { PlayerApi } from "../../domain/api/playerContract"
import { IssuesCredential, LoggedAnswer, LoggedRequest, NeedsBearer } from "../../domain/api/credentials"
import type { EndpointKey } from "./Api"
import type { AnySchema, WireEndpoint } from "./wire"

/** One endpoint of the contract as the client's generic machinery sees it (read once, by reflection). */
export interface EndpointInfo {
  readonly group: string
  readonly name: string
  readonly key: EndpointKey
  /** The answer's Schema (the contract's success schemas), for recording answers in the log. */
  readonly success: Schema.Schema<unknown, unknown>
  /** How the log writes the answer when it holds secrets (LoggedAnswer); else the success Schema. */
  readonly logged: Schema.Schema<unknown, unknown>
  /** The request as the log keeps it (LoggedRequest: a secret as the placeholder); the request itself otherwise. */
  readonly loggedRequest: (request: unknown) => unknown
  readonly needsBearer: boolean
  readonly credential: IssuesCredential["Type"] | undefined
  /** How the request is built and the answer decoded (src/adapters/api/wire.ts). */
  readonly wire: WireEndpoint
}

const anySchema = (schema: Option.Option<unknown>): Option.Option<AnySchema> => schema as Option.Option<AnySchema>

const reflectContract = (): ReadonlyArray<EndpointInfo> => {
  const found: Array<EndpointInfo> = []
  HttpApi.reflect(PlayerApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group, mergedAnnotations, successes }) => {
      found.push({
        group: group.identifier,
        name: endpoint.name,
        key: `${group.identifier}.${endpoint.name}` as EndpointKey,
        success: endpoint.successSchema as Schema.Schema<unknown, unknown>,
        logged: Option.getOrElse(Context.getOption(mergedAnnotations, LoggedAnswer), () => endpoint.successSchema) as Schema.Schema<unknown, unknown>,
        loggedRequest: Option.getOrElse(Context.getOption(mergedAnnotations, LoggedRequest), () => (request: unknown) => request),
        needsBearer: Option.isSome(Context.getOption(mergedAnnotations, NeedsBearer)),
        credential: Option.getOrUndefined(Context.getOption(mergedAnnotations, IssuesCredential)),
        wire: {
          method: endpoint.method,
          path: endpoint.path,
          pathSchema: anySchema(endpoint.pathSchema),
          urlParamsSchema: anySchema(endpoint.urlParamsSchema),
          payloadSchema: anySchema(endpoint.payloadSchema),
          headersSchema: anySchema(endpoint.headersSchema),
          successes: new Map([...successes].map(([status, { ast }]) => [status, ast]))
        }
      })
    }
  })
  return found
}

/** Every endpoint of the contract, whichever file its group lives in. */
export const contractEndpoints: ReadonlyArray<EndpointInfo> = reflectContract()

/** Builds an Api-shaped object (`api.<group>.<endpoint>`) with one function per endpoint of the contract. */
export const buildApiShape = <F>(make: (endpoint: EndpointInfo) => F): Record<string, Record<string, F>> => {
  const shape: Record<string, Record<string, F>> = {}
  for (const endpoint of contractEndpoints) (shape[endpoint.group] ??= {})[endpoint.name] = make(endpoint)
  return shape
}
