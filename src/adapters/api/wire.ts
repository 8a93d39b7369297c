import { HttpApiSchema } from "@effect/platform"
import { Data, Effect, Option, type ParseResult, Schema, type SchemaAST } from "effect"
import { HttpTransport, type TransportFailed } from "./HttpTransport"

/**
 * The thin client over the contract: an endpoint's request built and its answer decoded by the contract's own
 * Schemas, sent through the HttpTransport service. It does what @effect/platform's HttpApiClient does for our
 * endpoints (path, url and payload parameters, headers, JSON, text and form bodies, answers by status) without its
 * HttpClient stack, which the first route cannot afford (ARCHITECTURE 8).
 */

/** The answer's status is not one of the endpoint's successes (the error model reads the status and body). */
export class StatusFailed extends Data.TaggedError("StatusFailed")<{ readonly status: number; readonly body: string }> {}

/** The caller's request does not fit the endpoint's Schemas (a bug on our side: it never reaches the network). */
export class RequestUnencodable extends Data.TaggedError("RequestUnencodable")<{ readonly error: ParseResult.ParseError }> {}

/** The answer does not fit the contract's Schema for its status. */
export class AnswerUndecodable extends Data.TaggedError("AnswerUndecodable")<{ readonly error: ParseResult.ParseError }> {}

export type WireFailure = TransportFailed | StatusFailed | RequestUnencodable | AnswerUndecodable

// The contract's Schemas, whatever their types: the wire only encodes and decodes through them.
export type AnySchema = Schema.Schema<any, any, any>

/** What reflection tells of an endpoint: the parts of HttpApiEndpoint the wire needs. */
export interface WireEndpoint {
  readonly method: string
  readonly path: string
  readonly pathSchema: Option.Option<AnySchema>
  readonly urlParamsSchema: Option.Option<AnySchema>
  readonly payloadSchema: Option.Option<AnySchema>
  readonly headersSchema: Option.Option<AnySchema>
  /** Success statuses and their body's AST (none: an empty answer). */
  readonly successes: ReadonlyMap<number, Option.Option<SchemaAST.AST>>
}

export interface WireCall {
  readonly path?: unknown
  readonly urlParams?: unknown
  readonly payload?: unknown
  readonly headers?: unknown
}

export type Send = (request: WireCall | undefined, extraHeaders: Readonly<Record<string, string>>) => Effect.Effect<unknown, WireFailure, HttpTransport>

const hasBody = (method: string): boolean => method !== "GET" && method !== "HEAD" && method !== "OPTIONS"

/** "/a/:id/b" with { id: "7" } -> "/a/7/b". */
const compilePath = (path: string): ((params: Record<string, string>) => string) => {
  const segments = path.split(/:(\w+)\??/g)
  if (segments.length === 1) return () => path
  return (params) => segments.map((segment, i) => (i % 2 === 1 ? encodeURIComponent(params[segment] ?? "") : segment)).join("")
}

const encoderOf = (schema: Option.Option<AnySchema>) =>
  Option.map(schema, (s) => {
    // Every refused field, not only the first: a form marks them all at once.
    const encode = Schema.encodeUnknown(s, { errors: "all" })
    return (value: unknown) => Effect.mapError(encode(value), (error) => new RequestUnencodable({ error }))
  })

const appendParams = (query: URLSearchParams, params: unknown): void => {
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item))
  }
}

const setHeaders = (headers: Record<string, string>, values: unknown): void => {
  for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) if (value !== undefined) headers[name] = String(value)
}

/** A request body by the payload's encoding annotation (JSON unless the contract says otherwise). */
const bodyOf = (ast: SchemaAST.AST, encoded: unknown): { readonly body: string; readonly contentType: string | undefined } => {
  const encoding = HttpApiSchema.getEncoding(ast)
  switch (encoding.kind) {
    case "UrlParams": {
      const params = new URLSearchParams()
      appendParams(params, encoded)
      return { body: params.toString(), contentType: "application/x-www-form-urlencoded" }
    }
    case "Text":
      return { body: String(encoded), contentType: encoding.contentType }
    default:
      return { body: JSON.stringify(encoded), contentType: encoding.contentType }
  }
}

/** Decodes an answer's body by its Schema's encoding: JSON (an empty body is undefined), or the text itself. */
const decoderOf = (ast: SchemaAST.AST): ((body: string) => Effect.Effect<unknown, AnswerUndecodable>) => {
  const decode = Schema.decodeUnknown(Schema.make(ast))
  const asText = HttpApiSchema.getEncoding(ast).kind === "Text"
  return (body) =>
    Effect.suspend(() => {
      let value: unknown = body
      if (!asText && body !== "") {
        try {
          value = JSON.parse(body)
        } catch {
          value = body
        }
      } else if (!asText) value = undefined
      return Effect.mapError(decode(value), (error) => new AnswerUndecodable({ error }))
    })
}

/** The endpoint's sender: built once per endpoint, on its first call. */
export const compileEndpoint = (endpoint: WireEndpoint, baseUrl: string): Send => {
  const makePath = compilePath(endpoint.path)
  const encodePath = encoderOf(endpoint.pathSchema)
  const encodeUrlParams = encoderOf(endpoint.urlParamsSchema)
  const encodePayload = encoderOf(endpoint.payloadSchema)
  const encodeHeaders = encoderOf(endpoint.headersSchema)
  const decoders = new Map<number, (body: string) => Effect.Effect<unknown, AnswerUndecodable>>()
  endpoint.successes.forEach((ast, status) => decoders.set(status, Option.isSome(ast) ? decoderOf(ast.value) : () => Effect.void))
  const withBody = hasBody(endpoint.method)

  return (given, extraHeaders) =>
    Effect.gen(function* () {
      // An endpoint without parameters may be called with nothing at all.
      const request: WireCall = given ?? {}
      const path = Option.isSome(encodePath) ? yield* encodePath.value(request.path) : request.path
      const query = new URLSearchParams()
      const headers: Record<string, string> = {}
      let body: string | FormData | undefined
      if (request.payload instanceof FormData) body = request.payload
      else if (Option.isSome(encodePayload)) {
        const encoded = yield* encodePayload.value(request.payload)
        if (withBody) {
          const built = bodyOf(endpoint.payloadSchema.pipe(Option.getOrThrow).ast, encoded)
          body = built.body
          if (built.contentType !== undefined) headers["content-type"] = built.contentType
        } else appendParams(query, encoded)
      }
      if (Option.isSome(encodeUrlParams)) appendParams(query, yield* encodeUrlParams.value(request.urlParams))
      if (Option.isSome(encodeHeaders)) setHeaders(headers, yield* encodeHeaders.value(request.headers))
      setHeaders(headers, extraHeaders)
      const search = query.toString()
      const url = `${baseUrl}${makePath((path ?? {}) as Record<string, string>)}${search === "" ? "" : `?${search}`}`
      const transport = yield* HttpTransport
      const response = yield* transport.send({ method: endpoint.method, url, headers, body })
      const decode = decoders.get(response.status)
      if (decode === undefined) return yield* new StatusFailed({ status: response.status, body: response.body })
      return yield* decode(response.body)
    })
}
