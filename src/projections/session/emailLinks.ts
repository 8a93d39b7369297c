import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { UnsubscribeSetting } from "../../domain/session/emailLinks"
import { defineProjection } from "../projection"

/**
 * The pages of the site's e-mail links (SPEC.md 2.4), each as its last answer left it: `user/passwordreset` (the
 * link good until when, or refused; then the new password saved, or refused and why), `user/activate` (the address
 * now on the account, or why not) and `user/stopnewsletter` (the setting now off, or why not). `refusal` names the
 * way a link failed when the link itself was the reason (expired, used, invalid), "other" for anything else.
 */
const Refusal = Schema.Literal("invalid", "expired", "used", "other")
const Failure = Schema.NullOr(Schema.Struct({ error: ApiError, refusal: Refusal }))

export const EmailLinksState = Schema.Struct({
  reset: Schema.Struct({
    /** idle: not answered yet; ready: the form may be sent; done: the password is saved; refused: the link does not work. */
    status: Schema.Literal("idle", "ready", "done", "refused"),
    expiresAt: Schema.NullOr(Schema.Int),
    failure: Failure
  }),
  activation: Schema.Struct({
    status: Schema.Literal("idle", "activated", "refused"),
    email: Schema.NullOr(Schema.String),
    accountId: Schema.NullOr(Schema.Int),
    failure: Failure
  }),
  newsletter: Schema.Struct({
    status: Schema.Literal("idle", "stopped", "refused"),
    setting: Schema.NullOr(UnsubscribeSetting),
    email: Schema.NullOr(Schema.String),
    failure: Failure
  })
})
export type EmailLinksState = typeof EmailLinksState.Type

export const initialEmailLinks: EmailLinksState = {
  reset: { status: "idle", expiresAt: null, failure: null },
  activation: { status: "idle", email: null, accountId: null, failure: null },
  newsletter: { status: "idle", setting: null, email: null, failure: null }
}

export const emailLinksProjection = defineProjection({
  name: "emailLinks",
  schema: EmailLinksState,
  initial: initialEmailLinks,
  tags: [
    "ResetLinkChecked",
    "ResetLinkRefused",
    "LinkPasswordReset",
    "LinkPasswordResetFailed",
    "EmailActivated",
    "EmailActivationFailed",
    "NewsletterStopped",
    "NewsletterStopFailed"
  ],
  apply: (state, event): EmailLinksState => {
    switch (event._tag) {
      case "ResetLinkChecked":
        return { ...state, reset: { status: "ready", expiresAt: event.expiresAt, failure: null } }
      case "ResetLinkRefused":
        return { ...state, reset: { status: event.refusal === "other" ? "ready" : "refused", expiresAt: state.reset.expiresAt, failure: { error: event.error, refusal: event.refusal } } }
      case "LinkPasswordReset":
        return { ...state, reset: { status: "done", expiresAt: state.reset.expiresAt, failure: null } }
      case "LinkPasswordResetFailed":
        // A refused password (or no account) keeps the form; a link that stopped working ends it.
        return { ...state, reset: { status: event.refusal === "other" ? "ready" : "refused", expiresAt: state.reset.expiresAt, failure: { error: event.error, refusal: event.refusal } } }
      case "EmailActivated":
        return { ...state, activation: { status: "activated", email: event.email, accountId: event.accountId, failure: null } }
      case "EmailActivationFailed":
        return { ...state, activation: { status: "refused", email: null, accountId: null, failure: { error: event.error, refusal: event.refusal } } }
      case "NewsletterStopped":
        return { ...state, newsletter: { status: "stopped", setting: event.setting, email: event.email, failure: null } }
      case "NewsletterStopFailed":
        return { ...state, newsletter: { status: "refused", setting: null, email: null, failure: { error: event.error, refusal: event.refusal } } }
    }
  }
})
