import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { version } from "../version"

/**
 * Events of password recovery and the e-mail confirmation (issue 7). A phone registration and an SMS sign-in end in
 * the events every registration and sign-in ends in (PlayerRegistered, LoginSucceeded and their failures).
 */

export const RecoveryChannel = Schema.Literal("email", "sms")

/** The player asked for a recovery code (SPEC.md 4 step "code"). */
export class RecoveryCodeRequested extends Schema.TaggedClass<RecoveryCodeRequested>()("RecoveryCodeRequested", {
  ...version(1),
  channel: RecoveryChannel
}) {}

/** A recovery code is on its way to `to` (masked) until `expiresAt` (epoch s); the same answer with or without an account. */
export class RecoveryCodeSent extends Schema.TaggedClass<RecoveryCodeSent>()("RecoveryCodeSent", {
  ...version(1),
  channel: RecoveryChannel,
  to: Schema.String,
  expiresAt: Schema.Int
}) {}

export class RecoveryCodeFailed extends Schema.TaggedClass<RecoveryCodeFailed>()("RecoveryCodeFailed", {
  ...version(1),
  error: ApiError
}) {}

/** The new password is saved; every session of the player has ended on the server. */
export class PasswordResetDone extends Schema.TaggedClass<PasswordResetDone>()("PasswordResetDone", { ...version(1) }) {}

/** The reset was refused; `kind` is SPEC.md 4's time_up or wrong_code (or too many attempts) when the code was the reason. */
export class PasswordResetFailed extends Schema.TaggedClass<PasswordResetFailed>()("PasswordResetFailed", {
  ...version(1),
  error: ApiError,
  kind: Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other")
}) {}

/**
 * A registration by e-mail was taken: an e-mail went to `to` (masked) whose link, until `expiresAt` (epoch s),
 * finishes it. The same answer whether or not the address has an account (its owner is told by that e-mail).
 */
export class RegistrationLinkSent extends Schema.TaggedClass<RegistrationLinkSent>()("RegistrationLinkSent", {
  ...version(1),
  to: Schema.String,
  expiresAt: Schema.Int
}) {}

export class EmailConfirmed extends Schema.TaggedClass<EmailConfirmed>()("EmailConfirmed", { ...version(1) }) {}

export class EmailConfirmationFailed extends Schema.TaggedClass<EmailConfirmationFailed>()("EmailConfirmationFailed", {
  ...version(1),
  error: ApiError,
  kind: Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other")
}) {}

export const codeEvents = [
  RecoveryCodeRequested,
  RecoveryCodeSent,
  RecoveryCodeFailed,
  PasswordResetDone,
  PasswordResetFailed,
  RegistrationLinkSent,
  EmailConfirmed,
  EmailConfirmationFailed
] as const

export const codeServerAnswers = [
  RecoveryCodeSent,
  RecoveryCodeFailed,
  PasswordResetDone,
  PasswordResetFailed,
  RegistrationLinkSent,
  EmailConfirmed,
  EmailConfirmationFailed
] as const
