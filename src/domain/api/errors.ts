import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The error bodies every endpoint may answer with (SPEC.md section 8). Malformed requests are answered by the
 * framework's own typed `HttpApiDecodeError` (400) before a handler runs.
 */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** 451 with exception_code 1: the terms changed and must be confirmed before anything else. */
export class TermsNotAccepted extends Schema.TaggedError<TermsNotAccepted>()(
  "TermsNotAccepted",
  { exception_code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 451 })
) {}

/** Error codes carried by BadRequest.code. */
export const ErrorCode = {
  /** Any of these asks the client to show a captcha and retry with the captcha header (SPEC.md 8). */
  captchaRequired: [100, 111, 112, 113] as ReadonlyArray<number>,
  /** The device fingerprint is missing, unknown or expired: refresh it and retry. */
  fingerprintInvalid: 120,
  /** A query or body value the endpoint does not accept. */
  invalidValue: 1
} as const

export const TERMS_CHANGED_EXCEPTION_CODE = 1

export const isCaptchaCode = (code: number): boolean => ErrorCode.captchaRequired.includes(code)

/**
 * Refusals of the request itself, answered before any endpoint runs (the server's request guard), so every
 * endpoint may answer them. A client should not retry 413 or 415 unchanged; 408 and 429 may be retried later
 * (429 says when in Retry-After).
 */
export class RequestTimeout extends Schema.TaggedError<RequestTimeout>()(
  "RequestTimeout",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 408 })
) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 413 })
) {}

export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 415 })
) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String, retryAfterSeconds: Schema.Int },
  HttpApiSchema.annotations({ status: 429 })
) {}
