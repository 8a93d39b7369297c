/**
 * English texts of the `activation` group: the page the activation e-mail's link opens (SPEC.md 2.4 user/activate and
 * user/activatefast), loaded with that page only.
 */
export const en = {
  title: "Account activation",
  checking: "Confirming your e-mail address…",
  activated: "{{email}} is now the confirmed e-mail address of account {{account}}. You can sign in with it and recover your password by e-mail.",
  toSecurity: "Go to the security settings",
  toLogin: "Log in",
  link: {
    missing: "This link is incomplete. Open the link from the e-mail again.",
    invalid: "This link is not valid: it was changed, or a newer activation e-mail was sent. Open the link of the newest e-mail.",
    expired: "This link has expired: an activation link works for 10 minutes.",
    used: "This link was used already."
  },
  askNew: "Add the address again in the security settings to get a new link.",
  errors: {
    taken: "This e-mail address belongs to another account by now, so it cannot be added to yours.",
    hasEmail: "Your account has another e-mail address by now.",
    network: "The server cannot be reached. Check the connection and try again.",
    other: "The address could not be confirmed (error {{code}})."
  },
  retry: "Try again"
}

export type ActivationTexts = typeof en
