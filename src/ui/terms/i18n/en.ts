/** English texts of the `terms` area: the confirm page of changed terms. */
export const en = {
  title: "Our terms have changed",
  lead: "Please read what changed and accept the new terms to go on using the site.",
  updated: "Updated {{date}}",
  loading: "Loading…",
  loadFailed: "The terms could not be loaded.",
  retryLoad: "Try again",
  readRules: "Read the rules",
  accept: "I accept",
  accepting: "Accepting…",
  errorTitle: "Not accepted",
  retry: "Try again",
  messages: {
    information_confirm_terms_error: "Your acceptance could not be saved. Please try again."
  }
}

export type TermsTexts = typeof en
