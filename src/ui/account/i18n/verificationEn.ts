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
  identificationLead: "Identification confirms your identity with the documents above once they are accepted.",
  identificationDone: "You are identified.",
  identificationTodo: "Not identified yet: send your documents on the verification page.",
  toVerification: "Go to verification"
}
