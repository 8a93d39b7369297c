import type { IncomingMessage, ServerResponse } from "node:http"
import { type HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { Cause, Duration, Effect, Either, Exit, Fiber, Option, ParseResult, Runtime, Schema } from "effect"
import { HeaderNames } from "../../../src/domain/api/shared"
import { ErrorCode, TermsNotAccepted } from "../../../src/domain/api/errors"
import { BODY_UNREADABLE, isJsonType, MAX_BODY_BYTES, tooDeepMessage } from "./bodyGuard"
import { compress, isCompressible, MIN_COMPRESSIBLE_BYTES, preferredEncoding } from "./compression"
import { crossSiteVerdict } from "./crossSiteGuard"
import { describeDefect, MALFORMED_BODY } from "./errorBoundary"
import { serviceBusyBody, SERVICE_BUSY_RETRY_AFTER } from "./fallbackResponses"
import { DatabaseFault } from "../db/databaseFault"
import { DEADLINE_MESSAGE, REQUEST_DEADLINE } from "./requestGuard"
import type { ClientInfo, ProxyTrust } from "./proxyTrust"
import { nextRequestId } from "./requestContext"

/**
 * Hot writes: the two writes a player makes by the thousand (a casino round, a coupon) answered by the node:http
 * server itself, before the Effect app's router and middleware, with every rule those apply and the contract's own
 * Schemas: the endpoint's payload Schema decodes the body (its refusal is the contract's HttpApiDecodeError), and its
 * success and error Schemas, with their statuses, make the answer. What a write cannot answer exactly as the contract
 * path would is left to it before its body is read (see `takes`): a query string, a Sec-Fetch-Site or Origin that only
 * the site's origin can settle (a refusal there is the cross-site guard's 403), no Content-Length or one over the
 * limit, a type other than JSON, no session cookie. So every refusal the middleware makes from the headers is made by
 * the middleware itself, and the hot path answers only what comes after the body is read, the way the app would.
 */
export interface HotWriteRequest {
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly client: ClientInfo
  /** The body decoded by the endpoint's payload Schema. */
  readonly payload: unknown
  /** Headers of the answer the handler sets, whatever it answers (the session cookie sent again): name, value, ... */
  readonly answerHeaders: Array<string>
}

export interface HotWrite {
  /** The endpoint answered: its path (POST), payload, success and error Schemas. */
  readonly endpoint: HttpApiEndpoint.HttpApiEndpoint.Any
  /** Whether the request's headers let it be answered here (the session cookie is there, for instance). */
  readonly takes: (headers: Readonly<Record<string, string | undefined>>) => boolean
  /** The endpoint's handler: its success or typed failure is answered by the endpoint's Schemas, a defect is a 500. */
  readonly handle: (request: HotWriteRequest) => Effect.Effect<unknown, unknown>
  /** The area's runtime, the one its Effect handlers run on (clock, logger, services). */
  readonly runtime: Runtime.Runtime<never>
}

/** One answer, ready to write. */
interface Answer {
  readonly status: number
  readonly body: Buffer
}

const json = (status: number, value: unknown): Answer => ({ status, body: Buffer.from(JSON.stringify(value)) })

/** The contract's BadRequest, as fallbackResponses.ts answers it. */
const badRequest = (message: string): Answer => json(400, { _tag: "BadRequest", code: ErrorCode.invalidValue, message })
const DEADLINE_MS = Duration.toMillis(REQUEST_DEADLINE)

/** An endpoint's answers made by its own Schemas, as HttpApiBuilder makes them (status annotations, JSON bodies). */
const answersOf = (endpoint: HttpApiEndpoint.HttpApiEndpoint.AnyWithProps) => {
  // The contract's Schemas need no services.
  const successes = new Set<Schema.Schema<any, any, never>>()
  HttpApiSchema.deunionize(successes, endpoint.successSchema)
  const errors = new Set<Schema.Schema<any, any, never>>()
  HttpApiSchema.deunionize(errors, endpoint.errorSchema)
  errors.add(HttpApiDecodeError)
  // Any signed-in call may answer 451 (the contract's error of every endpoint, src/domain/api/contract.ts).
  errors.add(TermsNotAccepted)
  const success = [...successes].map((schema) => ({ is: Schema.is(schema), encode: Schema.encodeUnknownSync(schema), status: HttpApiSchema.getStatusSuccess(schema) }))
  const failure = [...errors].map((schema) => ({ is: Schema.is(schema), encode: Schema.encodeUnknownSync(schema), status: HttpApiSchema.getStatusError(schema) }))
  const only = success.length === 1 ? success[0]! : undefined
  return {
    /** A success: with one success Schema, no check of which it is (the handler's type says so). */
    success: (value: unknown): Answer => {
      const schema = only ?? success.find((s) => s.is(value))
      if (schema === undefined) throw new Error("an answer none of the endpoint's success Schemas takes")
      return json(schema.status, schema.encode(value))
    },
    /** A typed failure, or undefined when it is none of the endpoint's (a defect, then). */
    failure: (error: unknown): Answer | undefined => {
      const schema = failure.find((s) => s.is(error))
      return schema === undefined ? undefined : json(schema.status, schema.encode(error))
    }
  }
}

const decodeError = (error: ParseResult.ParseError): HttpApiDecodeError => Effect.runSync(HttpApiDecodeError.fromParseError(error))

let answeredHot = 0
/** How many writes this process has answered on the hot path: the tests' witness that a request took it. */
export const hotWritesAnswered = (): number => answeredHot

/** A prepared hot write: the front server's side of it. */
export interface PreparedHotWrite {
  readonly path: string
  readonly answer: (request: IncomingMessage, response: ServerResponse, proxyTrust: ProxyTrust, headersOf: (https: boolean) => ReadonlyArray<string>) => boolean
}

/** Never a header's value: a verdict "allowed" with it holds whatever the site's origin is. */
const NO_ORIGIN = "\n"

export const prepareHotWrite = (write: HotWrite): PreparedHotWrite => {
  const endpoint = write.endpoint as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps
  const answers = answersOf(endpoint)
  const decodePayload = Schema.decodeUnknownEither(Option.getOrThrow(endpoint.payloadSchema) as Schema.Schema<unknown, unknown, never>)
  const runFork = Runtime.runFork(write.runtime)
  const runSync = Runtime.runSync(write.runtime)
  return {
    path: endpoint.path,
    answer: (request, response, proxyTrust, headersOf) => {
      const headers = request.headers as Readonly<Record<string, string | undefined>>
      if (request.method !== "POST" || request.url !== endpoint.path) return false
      // The cross-site guard, settled without the site's origin when it can be: else the middleware settles it.
      if (crossSiteVerdict({ method: "POST", pathname: endpoint.path, headers }, NO_ORIGIN) !== "allowed") return false
      const length = Number(headers["content-length"])
      if (headers["transfer-encoding"] !== undefined || !(length > 0 && length <= MAX_BODY_BYTES) || !isJsonType(headers["content-type"])) return false
      if (!write.takes(headers)) return false

      const client = proxyTrust(request.socket.remoteAddress, headers)
      const requestId = nextRequestId()
      const answerHeaders: Array<string> = []
      let answered = false
      const send = (answer: Answer): void => {
        if (answered) return
        answered = true
        answeredHot++
        clearTimeout(deadline)
        const out: Array<string> = [...headersOf(client.https), HeaderNames.requestId, requestId, "cache-control", "no-store", ...answerHeaders]
        let body = answer.body
        // A body made for this request, compressed as the request guard compresses one.
        const encoding = body.byteLength >= MIN_COMPRESSIBLE_BYTES && isCompressible("application/json") ? preferredEncoding(headers["accept-encoding"]) : undefined
        if (encoding !== undefined) {
          body = Buffer.from(compress(body, encoding, "per-request"))
          out.push("content-encoding", encoding, "vary", "accept-encoding")
        }
        out.push("content-type", "application/json", "content-length", String(body.byteLength))
        response.writeHead(answer.status, out)
        response.end(body)
      }
      let fiber: Fiber.RuntimeFiber<unknown, unknown> | undefined
      // The request guard's deadline: a body that never finishes arriving, or a handler stuck past it, gets its 408.
      const deadline = setTimeout(() => {
        if (fiber !== undefined) runFork(Fiber.interrupt(fiber))
        answerHeaders.length = 0
        answerHeaders.push("connection", "close")
        send(json(408, { _tag: "RequestTimeout", message: DEADLINE_MESSAGE }))
      }, DEADLINE_MS)
      const chunks: Array<Buffer> = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("error", () => send(badRequest(BODY_UNREADABLE)))
      request.on("end", () => {
        if (answered) return
        const text = Buffer.concat(chunks).toString("utf8")
        const tooDeep = tooDeepMessage(text)
        if (tooDeep !== undefined) return send(badRequest(tooDeep))
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          return send(badRequest(MALFORMED_BODY))
        }
        const decoded = decodePayload(parsed)
        if (Either.isLeft(decoded)) return send(answers.failure(decodeError(decoded.left))!)
        fiber = runFork(write.handle({ headers, client, payload: decoded.right, answerHeaders }))
        fiber.addObserver((exit) => {
          if (answered) return
          if (Exit.isSuccess(exit)) return send(answers.success(exit.value))
          const failure = Cause.failureOption(exit.cause)
          const typed = Option.isSome(failure) ? answers.failure(failure.value) : undefined
          if (typed !== undefined) return send(typed)
          // The error boundary's answers to a defect (errorBoundary.ts): a database too busy did nothing, 503 to come back;
          // anything else is logged once with the request id, a bare 500 for the client.
          const defect = Cause.squash(exit.cause)
          if (defect instanceof DatabaseFault && defect.busy) {
            runSync(Effect.logWarning(`request ${requestId}: POST ${endpoint.path} found the database busy: ${defect.message}`))
            answerHeaders.push("retry-after", SERVICE_BUSY_RETRY_AFTER)
            return send(json(503, serviceBusyBody(requestId)))
          }
          runSync(Effect.logError(`request ${requestId}: POST ${endpoint.path} failed: ${describeDefect(defect)}`))
          send(json(500, { _tag: "InternalServerError", message: "internal server error", requestId }))
        })
      })
      return true
    }
  }
}
