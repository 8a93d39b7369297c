/**
 * English texts of the `session` area: the captcha dialog.
 */
export const en = {
  captcha: {
    title: "Security check",
    text: "The server asked to confirm that you are a person (code {{code}}). Enter the security code to continue.",
    label: "Security code",
    submit: "Confirm",
    cancel: "Cancel"
  }
}

export type SessionTexts = typeof en
