import { Schema } from "effect"
import { PlayerText } from "../playerText"

/**
 * The security question (SPEC.md 3 enable_security_question): a question the player writes and an answer only they
 * know, kept as an argon2id hash like a password. Once set, it is asked before the changes that would let someone
 * who has taken over a signed-in session lock the owner out or keep the account: turning two-step sign-in off,
 * binding or unbinding the phone, switching e-mail sign-in, adding an e-mail address (a way to recover the
 * password), and replacing the question itself.
 */

export const SECURITY_QUESTION_MAX = 200

/** The security page's changes that ask for the answer once a question is set. */
export const SECURITY_ANSWER_GUARDED = ["disableTwoStep", "bindPhone", "unbindPhone", "emailAuth", "question", "addEmail"] as const
export type SecurityAnswerGuarded = (typeof SECURITY_ANSWER_GUARDED)[number]

export const asksSecurityAnswer = (change: string): change is SecurityAnswerGuarded => (SECURITY_ANSWER_GUARDED as ReadonlyArray<string>).includes(change)

/**
 * An answer as it is hashed and compared: spaces at either end and letter case do not matter ("Paris" and " paris"
 * are the same answer to a person).
 */
export const normalizeSecurityAnswer = (answer: string): string => answer.trim().toLowerCase()

/** The answer on the wire: Redacted once decoded, so it never reaches a log. */
export const SecurityAnswerText = Schema.Redacted(PlayerText(SECURITY_QUESTION_MAX))

/** Wrong answers one player may give before answers are refused for a while (429): guessing takes a lifetime. */
export const SECURITY_ANSWER_ATTEMPTS = { limit: 5, windowMinutes: 15 } as const
