import { Schema } from "effect"

/** SPEC.md 3 "Mailing settings": which news and notices the player wants by e-mail and SMS. */
export const MailingSettings = Schema.Struct({
  enable_mail_news: Schema.Boolean,
  enable_mail_deposit: Schema.Boolean,
  enable_mail_bets: Schema.Boolean,
  enable_sms_news: Schema.Boolean
})
export type MailingSettings = typeof MailingSettings.Type

/** A new player receives the notices about their own money and bets, and no news until they ask for it. */
export const DEFAULT_MAILING: MailingSettings = { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false }
