/**
 * English texts of the `session` area: the captcha dialog.
 */
export const en = {
  captcha: {
    title: "Security check",
    reasonRequired: "Too many attempts in a row. Confirm that you are a person to continue.",
    reasonWrong: "That answer did not match the picture. Try this one.",
    reasonExpired: "That picture expired. Enter the characters of this one.",
    reasonUnknown: "That picture can no longer be used. Enter the characters of this one.",
    code: "(code {{code}})",
    imageAlt: "Security picture: five letters and digits",
    imageLoading: "Loading the picture…",
    imageFailed: "The picture did not load. Ask for a new one.",
    newImage: "New picture",
    label: "Characters in the picture",
    submit: "Confirm",
    cancel: "Cancel"
  }
}

export type SessionTexts = typeof en
