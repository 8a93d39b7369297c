import { Schema } from "effect"

/**
 * What a call through the `Api` service can fail with, after the error model of SPEC.md section 8 has done its
 * retries. These are Schemas so that handlers can turn them into logged failure events unchanged.
 */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", { message: Schema.String }) {}

/** The request was aborted (by navigation or a newer request): status 499 and a close status. */
export class Cancelled extends Schema.TaggedError<Cancelled>()("Cancelled", { status: Schema.Literal(499) }) {}

/** The server wants a captcha (400 with code 100/111/112/113): the UI asks, the command retries with the answer. */
export class CaptchaRequired extends Schema.TaggedError<CaptchaRequired>()("CaptchaRequired", { code: Schema.Int }) {}

/** 451 with exception_code 1: the player must confirm the changed terms. */
export class TermsChanged extends Schema.TaggedError<TermsChanged>()("TermsChanged", {}) {}

/** 401 that a fresh token did not cure. */
export class NotAuthenticated extends Schema.TaggedError<NotAuthenticated>()("NotAuthenticated", { message: Schema.String }) {}

/** A form field the server refused, and why (e.g. personal data: SPEC.md 8 "personal-data errors by field"). */
export const RefusedField = Schema.Struct({ field: Schema.String, code: Schema.String })
export type RefusedField = typeof RefusedField.Type

/**
 * Any other answer the call did not expect: status and the server's title (e.g. 403 forbidden, 400 with a code),
 * and the fields it blamed when it named any.
 */
export class ServerRefused extends Schema.TaggedError<ServerRefused>()("ServerRefused", {
  status: Schema.Int,
  code: Schema.optional(Schema.Int),
  title: Schema.String,
  fields: Schema.optional(Schema.Array(RefusedField)),
  /** A 429's wait, in whole seconds, when the server said it (the contract's TooManyRequests does). */
  retryAfterSeconds: Schema.optional(Schema.Int)
}) {}

/** The answer did not match the contract. */
export class BadResponse extends Schema.TaggedError<BadResponse>()("BadResponse", { message: Schema.String }) {}

export const ApiError = Schema.Union(NetworkError, Cancelled, CaptchaRequired, TermsChanged, NotAuthenticated, ServerRefused, BadResponse)
export type ApiError = typeof ApiError.Type
