import { HttpApi, HttpApiSchema } from "@effect/platform"
import { Arbitrary, Option, Schema } from "effect"
import fc from "fast-check"
import { OddsfoldApi } from "../../../src/domain/api/contract"

/**
 * Every endpoint of the contract, read from the contract itself (HttpApi.reflect), with a generator of requests its
 * Schemas accept, in their wire form: path parameters, query parameters and the JSON payload. The fuzzer derives
 * its attacks from these, so a new endpoint is fuzzed with no edit here.
 */
export interface WireRequest {
  readonly path: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string | ReadonlyArray<string>>>
  /** The JSON payload (undefined: the endpoint takes none, or takes a multipart form). */
  readonly payload: unknown
}

export interface ContractEndpoint {
  /** group.endpoint, as the client's Api names it. */
  readonly name: string
  readonly method: string
  /** The path template, e.g. /web-api/coupon/:id */
  readonly template: string
  /** The payload is a multipart form (an upload), not JSON. */
  readonly multipart: boolean
  readonly takesJson: boolean
  readonly requests: fc.Arbitrary<WireRequest>
}

type AnySchema = Schema.Schema<any, any, never>

/**
 * Valid wire values of a Schema: generated from its type and encoded. A Schema the generator cannot make values of
 * (a file, a pattern with lookahead) gives an empty object, which the fuzzer's attacks still fill.
 */
const wireValues = (schema: Option.Option<AnySchema>): fc.Arbitrary<any> => {
  if (Option.isNone(schema)) return fc.constant(undefined)
  try {
    const encode = Schema.encodeOption(schema.value)
    const values = Arbitrary.make(schema.value)
    fc.sample(values, { numRuns: 1, seed: 1 })
    return values.map((value) => Option.getOrElse(encode(value), () => ({}))).filter((value) => value !== undefined)
  } catch {
    return fc.constant({})
  }
}

const collect = (): ReadonlyArray<ContractEndpoint> => {
  const endpoints: Array<ContractEndpoint> = []
  HttpApi.reflect(OddsfoldApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const payload = endpoint.payloadSchema as unknown as Option.Option<AnySchema>
      const multipart = Option.isSome(payload) && HttpApiSchema.getMultipart(payload.value.ast) !== undefined
      const takesJson = Option.isSome(payload) && !multipart && endpoint.method !== "GET" && endpoint.method !== "HEAD"
      endpoints.push({
        name: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        template: endpoint.path,
        multipart,
        takesJson,
        requests: fc.record({
          path: wireValues(endpoint.pathSchema as unknown as Option.Option<AnySchema>).map((value) => (value ?? {}) as Record<string, string>),
          query: wireValues(endpoint.urlParamsSchema as unknown as Option.Option<AnySchema>).map((value) => (value ?? {}) as Record<string, string>),
          payload: takesJson ? wireValues(payload) : fc.constant(undefined)
        })
      })
    }
  })
  return endpoints
}

export const CONTRACT_ENDPOINTS: ReadonlyArray<ContractEndpoint> = collect()

/**
 * Percent-encoded UTF-8, as encodeURIComponent, except that a lone surrogate (which encodeURIComponent refuses) is
 * sent as the three bytes UTF-8 would give it if it were a character: what an attacker's hand-made URL carries.
 */
export const percentEncoded = (text: string): string =>
  text.replace(/[\ud800-\udfff]/g, (unit, offset: number) => {
    const code = unit.charCodeAt(0)
    const pairs = code <= 0xdbff ? /[\udc00-\udfff]/.test(text[offset + 1] ?? "") : /[\ud800-\udbff]/.test(text[offset - 1] ?? "")
    if (pairs) return unit
    return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
  }).split(/(%[0-9A-F]{2})/).map((part, i) => (i % 2 === 1 ? part : encodeURIComponent(part))).join("")

/** The request line's path and query: `:name` segments filled in, the query encoded. */
export const requestTarget = (template: string, request: WireRequest): string => {
  const path = template.replace(/:(\w+)/g, (_, name: string) => percentEncoded(request.path[name] ?? "x"))
  const query: Array<string> = []
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue
    for (const item of typeof value === "string" ? [value] : value) query.push(`${percentEncoded(key)}=${percentEncoded(String(item))}`)
  }
  return query.length === 0 ? path : `${path}?${query.join("&")}`
}

/** Where a request carries text: a path parameter, a query parameter, or a string anywhere in the payload. */
export type TextSlot = { readonly part: "path" | "query"; readonly key: string } | { readonly part: "payload"; readonly at: ReadonlyArray<string | number> }

export const textSlots = (request: WireRequest): ReadonlyArray<TextSlot> => {
  const slots: Array<TextSlot> = []
  for (const [key, value] of Object.entries(request.path)) if (typeof value === "string") slots.push({ part: "path", key })
  for (const [key, value] of Object.entries(request.query)) if (typeof value === "string") slots.push({ part: "query", key })
  const walk = (value: unknown, at: ReadonlyArray<string | number>): void => {
    if (typeof value === "string") slots.push({ part: "payload", at })
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...at, i]))
    else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) walk(item, [...at, key])
  }
  walk(request.payload, [])
  return slots
}

const setAt = (value: unknown, at: ReadonlyArray<string | number>, text: (old: string) => string): unknown => {
  if (at.length === 0) return text(typeof value === "string" ? value : "")
  const [head, ...rest] = at
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setAt(item, rest, text) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head as string]: setAt(record[head as string], rest, text) }
}

/** The request with the text at `slot` rewritten. */
export const withText = (request: WireRequest, slot: TextSlot, text: (old: string) => string): WireRequest => {
  switch (slot.part) {
    case "path":
      return { ...request, path: { ...request.path, [slot.key]: text(request.path[slot.key] ?? "") } }
    case "query":
      return { ...request, query: { ...request.query, [slot.key]: text(String(request.query[slot.key] ?? "")) } }
    case "payload":
      return { ...request, payload: setAt(request.payload, slot.at, text) }
  }
}

export const slotName = (slot: TextSlot): string => (slot.part === "payload" ? `payload.${slot.at.join(".")}` : `${slot.part}.${slot.key}`)
