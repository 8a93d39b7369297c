import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { UnsubscribeSetting } from "../../domain/session/emailLinks"
import { version } from "../version"

/**
 * The outcomes of the pages the site's e-mail links open (SPEC.md 2.4). A refusal keeps the server's error and, when
 * the link itself was the reason, which way it failed (LinkErrorCode: invalid, expired, used), so the page says so.
 * `user/accountverify?token=…` ends in the e-mail confirmation's own events (EmailConfirmed and its failure).
 */

export const LinkRefusalKind = Schema.Literal("invalid", "expired", "used", "other")
export type LinkRefusalKind = typeof LinkRefusalKind.Type

/** The password-reset link works until `expiresAt` (epoch s). */
export class ResetLinkChecked extends Schema.TaggedClass<ResetLinkChecked>()("ResetLinkChecked", { ...version(1), expiresAt: Schema.Int }) {}

export class ResetLinkRefused extends Schema.TaggedClass<ResetLinkRefused>()("ResetLinkRefused", {
  ...version(1),
  error: ApiError,
  refusal: LinkRefusalKind
}) {}

/** The new password is saved by the link; every session of the player has ended on the server. */
export class LinkPasswordReset extends Schema.TaggedClass<LinkPasswordReset>()("LinkPasswordReset", { ...version(1) }) {}

/** Refused: the link (refusal), or the password (the rules, 12), or no account behind the address (44). */
export class LinkPasswordResetFailed extends Schema.TaggedClass<LinkPasswordResetFailed>()("LinkPasswordResetFailed", {
  ...version(1),
  error: ApiError,
  refusal: LinkRefusalKind
}) {}

/** The address is on the account `accountId` now, confirmed. */
export class EmailActivated extends Schema.TaggedClass<EmailActivated>()("EmailActivated", {
  ...version(1),
  email: Schema.String,
  accountId: Schema.Int
}) {}

/** Refused: the link (refusal), or the address taken meanwhile (14), or the account has another one (37). */
export class EmailActivationFailed extends Schema.TaggedClass<EmailActivationFailed>()("EmailActivationFailed", {
  ...version(1),
  error: ApiError,
  refusal: LinkRefusalKind
}) {}

/** The mailing setting is off; `email` is the player's address as the server masked it (null: none). */
export class NewsletterStopped extends Schema.TaggedClass<NewsletterStopped>()("NewsletterStopped", {
  ...version(1),
  setting: UnsubscribeSetting,
  email: Schema.NullOr(Schema.String)
}) {}

export class NewsletterStopFailed extends Schema.TaggedClass<NewsletterStopFailed>()("NewsletterStopFailed", {
  ...version(1),
  error: ApiError,
  refusal: LinkRefusalKind
}) {}

export const linkEvents = [
  ResetLinkChecked,
  ResetLinkRefused,
  LinkPasswordReset,
  LinkPasswordResetFailed,
  EmailActivated,
  EmailActivationFailed,
  NewsletterStopped,
  NewsletterStopFailed
] as const

/** Every one of them records a server's answer. */
export const linkServerAnswers = linkEvents
