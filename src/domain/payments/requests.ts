import { Schema } from "effect"

/**
 * Payment requests (SPEC.md 2.5 payment/requests and payment/create-request): a player's question to the cashier's
 * support about money, made in steps: a topic, a sub-topic of it, the transaction it is about (when the sub-topic
 * is about one), then the player's words.
 */

export const PaymentRequestTopic = Schema.Literal("deposit", "withdrawal", "other")
export type PaymentRequestTopic = typeof PaymentRequestTopic.Type

export const SUB_TOPICS = {
  deposit: ["not_credited", "wrong_amount", "refund"],
  withdrawal: ["not_received", "delayed", "wrong_amount"],
  other: ["limits", "methods", "other"]
} as const satisfies Record<PaymentRequestTopic, ReadonlyArray<string>>

export type PaymentRequestSubTopic = (typeof SUB_TOPICS)[PaymentRequestTopic][number]

export const PaymentRequestSubTopic = Schema.Literal(...new Set(Object.values(SUB_TOPICS).flat()))

/** Sub-topics that are about one of the player's deposits or withdrawals: the transaction step is required. */
export const needsTransaction = (topic: PaymentRequestTopic, subTopic: string): boolean => topic !== "other" && (SUB_TOPICS[topic] as ReadonlyArray<string>).includes(subTopic)

export const isSubTopicOf = (topic: PaymentRequestTopic, subTopic: string): boolean => (SUB_TOPICS[topic] as ReadonlyArray<string>).includes(subTopic)

export const PaymentRequestStatus = Schema.Literal("open", "answered", "closed")
export type PaymentRequestStatus = typeof PaymentRequestStatus.Type

/** A request's text at most, in characters. */
export const PAYMENT_REQUEST_TEXT_MAX = 2000

/** The steps of payment/create-request, in order; the transaction step only when the sub-topic needs one. */
export const createRequestSteps = (topic: PaymentRequestTopic | undefined, subTopic: string | undefined): ReadonlyArray<"topic" | "subTopic" | "transaction" | "message"> =>
  topic !== undefined && subTopic !== undefined && needsTransaction(topic, subTopic) ? ["topic", "subTopic", "transaction", "message"] : ["topic", "subTopic", "message"]
