/**
 * English texts of the `passwordReset` group: the page the recovery e-mail's link opens (SPEC.md 2.4
 * user/passwordreset), loaded with that page only.
 */
export const en = {
  title: "New password",
  checking: "Checking your link…",
  intro: "Choose a new password for your account. This link works until {{time}}.",
  newPassword: "New password",
  repeat: "Repeat the new password",
  rules: "8 to 64 characters, at least one letter and one digit, no spaces.",
  mismatch: "The two passwords differ.",
  save: "Save the new password",
  saving: "Saving…",
  done: "Your password has been changed. For your safety, every device signed in to your account has been signed out.",
  toLogin: "Log in with the new password",
  link: {
    missing: "This link is incomplete. Open the link from the e-mail again.",
    invalid: "This link is not valid: it was changed, or a newer recovery e-mail was sent. Open the link of the newest e-mail.",
    expired: "This link has expired: a recovery link works for 10 minutes.",
    used: "This link was used already: the password of this recovery has been set."
  },
  askNew: "Ask for a new link",
  errors: {
    weakPassword: "The password does not meet the rules below.",
    noAccount: "No account is registered with this e-mail address.",
    network: "The server cannot be reached. Check the connection and try again.",
    tooMany: "Too many attempts. Try again in a few minutes.",
    other: "The password could not be changed (error {{code}}). Try again."
  }
}

export type PasswordResetTexts = typeof en
