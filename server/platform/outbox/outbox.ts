import { Context, type Effect, Schema } from "effect"
import { LanguageCode } from "../../../src/domain/shell/language"

/**
 * Messages that leave the site (issue 7): SMS and e-mail. Areas send through this one service; where a message
 * goes is the layer's business. The embedded default (databaseOutbox.ts) keeps every message in the database
 * for the dev mailbox; a gateway adapter provides the same tag and delivers instead.
 */

export const Channel = Schema.Literal("sms", "email")
export type Channel = typeof Channel.Type

/** Every message the site sends, by template (texts in templates.ts, in English and Russian). */
export const Template = Schema.Literal(
  "phone_registration_code",
  "sms_sign_in_code",
  "password_recovery_code",
  "phone_binding_code",
  "phone_unbinding_code",
  "email_confirmation",
  /** To the owner of an address someone tried to register again: no code, the ways back into their account. */
  "registration_attempt",
  /** The link that adds an address to the account of the player who asked for it in the office (user/activate). */
  "email_activation",
  /** To the owner of an address another account asked to add: no link, nothing changes. */
  "email_activation_attempt",
  /** A news e-mail written by the operator, with the unsubscribe link (user/stopnewsletter). */
  "newsletter",
  /** The operator's answer to a guest's support question (a guest has no office to read it in). */
  "support_answer"
)
export type Template = typeof Template.Type

export interface OutgoingMessage {
  readonly channel: Channel
  /** E.164 phone number for SMS, address for e-mail. */
  readonly to: string
  readonly template: Template
  /** The template's values; codes and links among them are secrets (never logged). */
  readonly params: Readonly<Record<string, string>>
  readonly language: LanguageCode
  /**
   * Header fields of an e-mail besides From, To and Subject (a news e-mail's List-Unsubscribe, RFC 8058); their
   * values may hold a link's token, like params.
   */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

export interface OutboxShape {
  /** Renders the message in its language and hands it on; a delivery failure is the adapter's to retry or report. */
  readonly send: (message: OutgoingMessage) => Effect.Effect<void>
}

export class Outbox extends Context.Tag("oddsfold/server/Outbox")<Outbox, OutboxShape>() {}
