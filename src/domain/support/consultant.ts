/**
 * The consultant chat (SPEC.md 2.9 "Other", 7 "The consultant chat can be one of four vendors"): it is offered in a
 * language when the id configured for that language is not 0, empty or the word empty. The id lives in the site
 * config's `social` group under CONSULTANT_ID_KEY (a language's row overrides the common one).
 */
export const CONSULTANT_ID_KEY = "consultantId"

/** Whether the consultant chat is available for a configured id (whatever the config holds there). */
export const consultantAvailable = (id: unknown): boolean => {
  if (typeof id === "number") return Number.isFinite(id) && id !== 0
  if (typeof id !== "string") return false
  const text = id.trim()
  return text !== "" && text !== "0" && text.toLowerCase() !== "empty"
}

/**
 * SPEC.md 2.1 "Deep link: the query value payment_consultant equal to 1 stores that flag": the flag a page's query
 * sets (true), or undefined when the query says nothing of it (a stored flag then stays as it was).
 */
export const PAYMENT_CONSULTANT_PARAMETER = "payment_consultant"

export const paymentConsultantOf = (search: string): true | undefined =>
  new URLSearchParams(search).get(PAYMENT_CONSULTANT_PARAMETER) === "1" ? true : undefined

/** Where the flag is kept between visits (local storage). */
export const PAYMENT_CONSULTANT_STORAGE_KEY = "payment_consultant"
