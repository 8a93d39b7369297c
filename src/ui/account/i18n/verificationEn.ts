/** English texts of the verification, identification and convert-account pages (the `account` namespace's `verification`). */
export const verificationEn = {
  title: "Verification",
  lead: "To withdraw money and keep your account safe we need to know it is you. Send clear photos or scans of the documents below: JPEG, PNG or PDF, up to 5 MB each.",
  signIn: "Sign in to verify your account.",
  logIn: "Log in",
  loading: "Loading your documents…",
  loadFailed: "Your documents could not be loaded.",
  retry: "Try again",
  status: {
    not_started: "Not verified yet",
    pending: "Documents under review",
    rejected: "A document was not accepted",
    verified: "Your account is verified"
  },
  statusHint: {
    not_started: "Send the three documents below to start.",
    pending: "We usually check documents within 24 hours. You can leave this page.",
    rejected: "See the reason below and send that document again.",
    verified: "Thank you. Nothing more is needed."
  },
  kind: {
    passport: "Passport or ID card",
    selfie: "Selfie with your document",
    address: "Proof of address"
  },
  kindHint: {
    passport: "The page with your photo; all four corners visible.",
    selfie: "Your face and the same document, both readable.",
    address: "A utility bill or bank statement from the last 3 months."
  },
  choose: "Choose a file",
  send: "Send",
  sending: "Sending {{name}}…",
  sent: "Received. We will check it soon.",
  documentStatus: {
    pending: "Under review",
    verified: "Accepted",
    rejected: "Not accepted"
  },
  reason: "Reason: {{reason}}",
  uploadedAt: "Sent {{date}}",
  refused: {
    "415": "This file is not a JPEG, PNG or PDF. Please send a photo or a PDF scan.",
    "413": "This file is larger than 5 MB. Please send a smaller one.",
    "409": "You have sent as many documents as we keep. Please contact support.",
    other: "The document could not be sent. Please try again."
  },
  convert: {
    "0": "Converting money between your accounts becomes available once your account is verified.",
    "1": "You can now convert money into your main account.",
    "2": "You can now convert money between your main and additional accounts."
  },
  convertTitle: "Convert between accounts",
  identification: "Identification",
  identificationLead: "Identification confirms who you are. It is done once your account is verified, with your documents or with the online identity check.",
  identificationDone: "You are identified.",
  identificationTodo: "Not identified yet: verify your account with your documents or the online identity check.",
  toVerification: "Go to verification",
  /** The online identity check: its page, and its card on the verification page. */
  identityCheck: {
    title: "Check your identity online",
    lead: "Instead of sending documents and waiting for us to read them, check your identity with our identity partner in a few minutes. Have your passport or ID card ready, and a camera.",
    steps: {
      go: "You go to our identity partner's secure page.",
      capture: "You photograph your document and take a selfie.",
      back: "You come back here and see the result."
    },
    start: "Start the online check",
    again: "Start a new online check",
    leaving: "Taking you to our identity partner…",
    back: "Back to verification",
    refresh: "Check for the result",
    verifiedAlready: "Your account is verified. Nothing more is needed.",
    unavailable: "The online check is not available at the moment. You can send your documents on the verification page instead.",
    status: {
      started: "We are waiting for the result of your online check. If you did not finish it, start a new one.",
      verified: "Your identity is confirmed. Your account is verified.",
      rejected: "Your identity was not confirmed by the online check."
    },
    statusHint: "See the reason below, then start a new online check or send your documents.",
    reason: {
      document_expired: "The document has expired.",
      document_unreadable: "The photo of the document could not be read.",
      face_mismatch: "The selfie does not match the photo in the document.",
      document_not_supported: "This kind of document is not accepted.",
      suspected_fraud: "The document could not be accepted. Please contact support.",
      other: "No reason was given. Please try again or send your documents."
    },
    refused: {
      "503": "The identity check service cannot be reached at the moment. Please try again later or send your documents.",
      "409": "Your account is verified already.",
      "429": "You have started as many online checks as we allow in a day. Please try again tomorrow or send your documents.",
      other: "The check could not be started. Please try again."
    },
    card: {
      text: "A few minutes with your document and a camera, instead of sending files.",
      open: "Check my identity online",
      confirmed: "Your identity was confirmed by the online check."
    }
  }
}
