import { Effect, ParseResult, Schema } from "effect"
import { BadRequest, ErrorCode, Forbidden, isCaptchaCode, TERMS_CHANGED_EXCEPTION_CODE, TermsNotAccepted, Unauthorized } from "../../domain/api/errors"
import {
  ApiError,
  BadResponse,
  Cancelled,
  CaptchaRequired,
  NetworkError,
  NotAuthenticated,
  RefusedField,
  ServerRefused,
  TermsChanged
} from "../../domain/api/clientErrors"
import { TEXT_REFUSAL } from "../../domain/playerText"
import { TransportFailed } from "./HttpTransport"
import { AnswerUndecodable, RequestUnencodable, StatusFailed } from "./wire"

/**
 * The error model of SPEC.md section 8, in one place: what a failed attempt means, and which failures the Api
 * cures itself (a 401 by a fresh token, a fingerprint error by a new fingerprint, each retried once) before a
 * typed `ApiError` reaches the caller.
 */

/** 401: the token (or the session behind it) was not accepted. Cured once by a fresh token. */
export interface TokenRejected {
  readonly _tag: "TokenRejected"
}

/** 400 with the fingerprint error code. Cured once by registering the fingerprint again. */
export interface FingerprintRejected {
  readonly _tag: "FingerprintRejected"
  readonly title: string
}

/** What one failed attempt means, before the cure-and-retry rules act on it. */
export type AttemptVerdict = ApiError | TokenRejected | FingerprintRejected

/** The parts of an error body the model reads. Bodies are read leniently: a proxy's HTML page has none of them. */
export interface ErrorFields {
  readonly code?: number | undefined
  readonly exceptionCode?: number | undefined
  readonly title?: string | undefined
  /** The form fields a 400 blamed (`fields: [{ field, code }]`). */
  readonly fields?: ReadonlyArray<RefusedField> | undefined
  /** How long a 429 asks to wait (`retryAfterSeconds`), in whole seconds. */
  readonly retryAfterSeconds?: number | undefined
}

/** The status of a request whose client went away (nginx's convention, and the status SPEC.md 8 gives a cancel). */
export const CANCELLED_STATUS = 499

/** The title a 403 gets when the server sends none (SPEC.md 8: "default forbidden"). */
export const DEFAULT_FORBIDDEN_TITLE = "forbidden"

/** The SPEC.md 8 table for an answer with an error status. Pure, so every row is easy to test. */
export const verdictForStatus = (status: number, body: ErrorFields): AttemptVerdict => {
  const refused = (defaultTitle: string) =>
    new ServerRefused({
      status,
      ...(body.code === undefined ? {} : { code: body.code }),
      title: body.title ?? defaultTitle,
      ...(body.fields === undefined ? {} : { fields: body.fields }),
      ...(status === 429 && body.retryAfterSeconds !== undefined ? { retryAfterSeconds: body.retryAfterSeconds } : {})
    })
  switch (status) {
    case 401:
      return { _tag: "TokenRejected" }
    case 400:
      if (body.code !== undefined && isCaptchaCode(body.code)) return new CaptchaRequired({ code: body.code })
      if (body.code === ErrorCode.fingerprintInvalid) return { _tag: "FingerprintRejected", title: body.title ?? "" }
      return refused("")
    case 451:
      if (body.exceptionCode === TERMS_CHANGED_EXCEPTION_CODE) return new TermsChanged()
      return refused("")
    case CANCELLED_STATUS:
      return new Cancelled({ status: CANCELLED_STATUS })
    case 403:
      return refused(DEFAULT_FORBIDDEN_TITLE)
    default:
      return refused("")
  }
}

const IntLike = Schema.Union(Schema.Int, Schema.NumberFromString.pipe(Schema.int()))
const NonEmpty = Schema.String.pipe(Schema.minLength(1))
const field = <A, I>(schema: Schema.Schema<A, I>, value: unknown): A | undefined =>
  Schema.decodeUnknownOption(schema)(value).pipe((o) => (o._tag === "Some" ? o.value : undefined))
const property = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** One issue of the framework's typed 400 (HttpApiDecodeError): where in the request, and the rule's message. */
const DecodeIssue = Schema.Struct({ path: Schema.Array(Schema.Union(Schema.String, Schema.Number)), message: Schema.String })

/**
 * The fields a request-decoding 400 names (its `issues`, each with a path), so a form marks them like the fields of
 * its own refusals: the text rule's refusal is `invalid_chars`, any other `invalid`. Undefined when it names none.
 */
export const issueFields = (issues: unknown): ReadonlyArray<RefusedField> | undefined => {
  const decoded = field(Schema.Array(DecodeIssue), issues)
  if (decoded === undefined) return undefined
  const byField = new Map<string, string>()
  for (const issue of decoded) {
    const name = fieldOfPath(issue.path)
    if (name === undefined) continue
    // The text rule wins: it says what to change (a union's second branch, "Expected undefined", says nothing).
    if (issue.message === TEXT_REFUSAL || !byField.has(name)) byField.set(name, issue.message === TEXT_REFUSAL ? INVALID_CHARS : INVALID_VALUE)
  }
  return byField.size === 0 ? undefined : [...byField].map(([name, code]) => ({ field: name, code }))
}

/** A refusal that names one field (`field: "choices.target"`, as the casino's and the cashier's do) blames that one. */
const singleField = (value: unknown): ReadonlyArray<RefusedField> | undefined => {
  const name = field(NonEmpty, value)
  return name === undefined ? undefined : [{ field: name, code: INVALID_VALUE }]
}

/**
 * Reads `code`, `exception_code` and the title from a JSON error body. The contract's errors carry `message`;
 * the limit service answers `{ data: { status, title } }` (SPEC.md 7), so `title` and `data.title` count too.
 */
export const readErrorFields = (json: unknown): ErrorFields => {
  const data = property(json, "data")
  return {
    code: field(IntLike, property(json, "code")),
    exceptionCode: field(IntLike, property(json, "exception_code")),
    fields: field(Schema.Array(RefusedField), property(json, "fields")) ?? issueFields(property(json, "issues")) ?? singleField(property(json, "field")),
    retryAfterSeconds: field(IntLike, property(json, "retryAfterSeconds")),
    title:
      field(NonEmpty, property(json, "title")) ??
      field(NonEmpty, property(json, "message")) ??
      field(NonEmpty, property(data, "title")) ??
      field(NonEmpty, property(data, "message"))
  }
}

const parseJsonOrUndefined = (body: string): unknown => {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/** An abort from outside the fiber (the page navigated away, the browser cancelled) surfaces as an AbortError. */
const isAbortError = (cause: unknown): boolean => property(cause, "name") === "AbortError"

const transportFailure = (cause: unknown): ApiError =>
  isAbortError(cause)
    ? new Cancelled({ status: CANCELLED_STATUS })
    : new NetworkError({ message: cause instanceof Error && cause.message !== "" ? cause.message : "network error" })

/**
 * Paths of the mismatches only, never the values: a mismatching body may hold a token, and this message goes
 * into logged failure events.
 */
const contractMismatch = (endpoint: string, error: ParseResult.ParseError): BadResponse => {
  const paths = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) =>
    issue.path.length === 0 ? "(body)" : issue.path.map(String).join(".")
  )
  return new BadResponse({ message: `${endpoint}: the answer did not match the contract at ${[...new Set(paths)].join(", ")}` })
}

const isApiError = Schema.is(ApiError)

/** The code a field refused for a control character or a lone surrogate carries (the personal-data page's own). */
export const INVALID_CHARS = "invalid_chars"
/** The code a field refused by any other rule of the contract carries (a pattern, a length, a type). */
export const INVALID_VALUE = "invalid"

/** The field a refusal path names: its last key (`data.city` is the form's `city`). */
const fieldOfPath = (path: ReadonlyArray<PropertyKey>): string | undefined => [...path].reverse().find((key): key is string => typeof key === "string")

/**
 * A request the contract refused before it was sent (the player typed a control character, a pattern's misfit): the
 * same 400 the server would answer, naming the fields, so a form marks them instead of showing a failure. Undefined
 * when no issue names a field (the request as a whole does not fit: our bug).
 */
const refusedText = (error: ParseResult.ParseError): ServerRefused | undefined => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const fields = issueFields(issues.map((issue) => ({ path: issue.path.filter((key) => typeof key !== "symbol"), message: issue.message })))
  if (fields === undefined) return undefined
  const title = fields.every((refused) => refused.code === INVALID_CHARS) ? TEXT_REFUSAL : "the request does not fit the contract"
  return new ServerRefused({ status: 400, code: ErrorCode.invalidValue, title, fields })
}

/** Turns whatever an attempt failed with into its verdict. Reads the error body when there is one. */
export const classifyFailure = (endpoint: string, error: unknown): Effect.Effect<AttemptVerdict> => {
  // Already decided (a failed token fetch or fingerprint registration inside this call).
  if (isApiError(error)) return Effect.succeed(error)
  if (error instanceof TransportFailed) return Effect.succeed(transportFailure(error.cause))
  if (error instanceof RequestUnencodable) return Effect.succeed(refusedText(error.error) ?? new BadResponse({ message: `${endpoint}: the request could not be built` }))
  if (error instanceof AnswerUndecodable) return Effect.succeed(contractMismatch(endpoint, error.error))
  if (error instanceof StatusFailed) {
    // A 2xx the contract does not list for this endpoint.
    if (error.status >= 200 && error.status < 300) return Effect.succeed(new BadResponse({ message: `${endpoint}: unexpected status ${error.status}` }))
    return Effect.succeed(verdictForStatus(error.status, readErrorFields(parseJsonOrUndefined(error.body))))
  }
  if (ParseResult.isParseError(error)) return Effect.succeed(contractMismatch(endpoint, error))
  // The contract's own error types, in case a client decodes them instead of failing on the status.
  if (error instanceof BadRequest) return Effect.succeed(verdictForStatus(400, { code: error.code, title: error.message || undefined }))
  if (error instanceof Unauthorized) return Effect.succeed(verdictForStatus(401, {}))
  if (error instanceof Forbidden) return Effect.succeed(verdictForStatus(403, { title: error.message || undefined }))
  if (error instanceof TermsNotAccepted) {
    return Effect.succeed(verdictForStatus(451, { exceptionCode: error.exception_code, title: error.message || undefined }))
  }
  return Effect.succeed(new BadResponse({ message: `${endpoint}: unexpected failure` }))
}

/** The cures the Api can apply. A cure left out is not tried (the token fetch cannot cure itself with a token). */
export interface Recoveries {
  /** Drop the token and fetch a new one. */
  readonly renewToken?: Effect.Effect<void, ApiError> | undefined
  /** Register the device fingerprint again. */
  readonly renewFingerprint?: Effect.Effect<void, ApiError> | undefined
}

/**
 * Runs `attempt` under the error model: a 401 renews the token and retries once (a second 401 is
 * NotAuthenticated); a fingerprint error re-registers the fingerprint and retries once (a second one is
 * ServerRefused 400 with the code); everything else becomes its ApiError at once.
 */
export const withErrorModel = <A>(
  endpoint: string,
  attempt: Effect.Effect<A, unknown>,
  recoveries: Recoveries
): Effect.Effect<A, ApiError> => {
  const run = (tokenRenewed: boolean, fingerprintRenewed: boolean): Effect.Effect<A, ApiError> =>
    attempt.pipe(
      Effect.catchAll((error) => Effect.flatMap(classifyFailure(endpoint, error), (verdict) => Effect.fail(verdict))),
      Effect.catchAll((verdict): Effect.Effect<A, ApiError> => {
        switch (verdict._tag) {
          case "TokenRejected":
            if (tokenRenewed || recoveries.renewToken === undefined) {
              return Effect.fail(new NotAuthenticated({ message: `${endpoint}: not authenticated` }))
            }
            return Effect.zipRight(recoveries.renewToken, run(true, fingerprintRenewed))
          case "FingerprintRejected":
            if (fingerprintRenewed || recoveries.renewFingerprint === undefined) {
              return Effect.fail(new ServerRefused({ status: 400, code: ErrorCode.fingerprintInvalid, title: verdict.title }))
            }
            return Effect.zipRight(recoveries.renewFingerprint, run(tokenRenewed, true))
          default:
            return Effect.fail(verdict)
        }
      })
    )
  return run(false, false)
}
