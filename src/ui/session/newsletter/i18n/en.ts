/**
 * English texts of the `newsletter` group: the page the unsubscribe link of every news e-mail opens (SPEC.md 2.4
 * user/stopnewsletter), loaded with that page only.
 */
export const en = {
  title: "Unsubscribe",
  checking: "Unsubscribing…",
  stopped: "You are unsubscribed: we will no longer send {{what}} to {{email}}.",
  stoppedNoEmail: "You are unsubscribed: we will no longer send {{what}}.",
  what: {
    enable_mail_news: "news and offers by e-mail",
    enable_mail_deposit: "deposit and withdrawal notices by e-mail",
    enable_mail_bets: "bet results by e-mail",
    enable_sms_news: "news and offers by SMS"
  },
  changeLater: "You can turn it on again, and choose what else we may send you, in your mailing settings.",
  toSettings: "Open the mailing settings",
  invalid: "This unsubscribe link is not valid. Open the link from the e-mail again, or change your mailing settings after signing in.",
  missing: "This link is incomplete. Open the link from the e-mail again.",
  failed: "We could not unsubscribe you (error {{code}}). Try again.",
  network: "The server cannot be reached. Check the connection and try again.",
  retry: "Try again"
}

export type NewsletterTexts = typeof en
