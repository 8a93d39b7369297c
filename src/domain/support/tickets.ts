/**
 * Support tickets (SPEC.md 2.5 support and share-idea, 2.4 "user question"): a player (or a guest who gives an
 * e-mail) writes to the operator; the operator answers in the same thread; either side may close it. The rules here
 * run in the forms (for the player's convenience) and on the server (the law).
 */

/** What a ticket is: a question to the operator, or an idea for the site (the share-idea page). */
export const SUPPORT_KINDS = ["question", "idea"] as const
export type SupportKind = (typeof SUPPORT_KINDS)[number]

/**
 * Where a ticket stands: open (the operator has something to answer), answered (the player has something to read),
 * closed (nobody writes in it any more).
 */
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** Who wrote a message. */
export type SupportAuthor = "player" | "operator"

/** A topic is one line; a message a few paragraphs. Longer texts are not support requests. */
export const SUPPORT_TOPIC_MAX = 120
export const SUPPORT_MESSAGE_MAX = 4000

/** Tickets one player may have open or answered at once: more is flooding, not asking. */
export const SUPPORT_OPEN_TICKETS_MAX = 10

/** What happens to a ticket: a message by either side, or its closing. */
export type SupportStep = { readonly write: SupportAuthor } | "close"

/**
 * The status after a step, or undefined when the step is refused: nobody writes in a closed ticket; closing a closed
 * ticket leaves it closed (a second click, or both sides at once, is no error).
 */
export const statusAfter = (status: SupportStatus, step: SupportStep): SupportStatus | undefined => {
  if (step === "close") return "closed"
  if (status === "closed") return undefined
  return step.write === "player" ? "open" : "answered"
}

/** Whether the player still has something to read in a ticket: the operator answered last and it is not closed. */
export const awaitsPlayer = (status: SupportStatus): boolean => status === "answered"

/**
 * Whether the player's list marks a ticket as having a new answer: the operator answered last, the ticket is open, and
 * it holds more messages than the player had when they last opened it (`readMessages`, what the server kept then).
 */
export const isUnread = (status: SupportStatus, messages: number, readMessages: number): boolean => awaitsPlayer(status) && messages > readMessages

/** A text as the ticket keeps it: without the blank lines and spaces around it. Empty once trimmed: no message. */
export const supportTextOf = (text: string): string => text.trim()

/** Why a typed topic or message is refused, for the form to name its field; undefined: it may be sent. */
export type SupportTextProblem = "empty" | "tooLong"

export const supportTextProblem = (text: string, max: number): SupportTextProblem | undefined => {
  const kept = supportTextOf(text)
  if (kept === "") return "empty"
  return kept.length > max ? "tooLong" : undefined
}
