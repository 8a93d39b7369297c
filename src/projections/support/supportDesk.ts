import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * What the support desk shows whoever is at the browser: which support modal is open (SPEC.md 2.4: the user question
 * and the support-request history), how the last question went, and whether a payment link flagged the consultant
 * (SPEC.md 2.1 payment_consultant).
 */
export const SupportDeskState = Schema.Struct({
  modal: Schema.NullOr(Schema.Literal("question", "history")),
  question: Schema.Union(
    Schema.Struct({ status: Schema.Literal("idle") }),
    Schema.Struct({ status: Schema.Literal("sent"), ticketId: Schema.NullOr(Schema.Int) }),
    Schema.Struct({ status: Schema.Literal("failed"), error: ApiError })
  ),
  paymentConsultant: Schema.Boolean
})
export type SupportDeskState = typeof SupportDeskState.Type

export const supportDeskProjection = defineProjection({
  name: "supportDesk",
  schema: SupportDeskState,
  initial: { modal: null, question: { status: "idle" }, paymentConsultant: false } as SupportDeskState,
  tags: ["SupportModalShown", "SupportModalClosed", "SupportQuestionSent", "SupportQuestionFailed", "PaymentConsultantFlagged"],
  apply: (state, event): SupportDeskState => {
    switch (event._tag) {
      case "SupportModalShown":
        // A question asked before is done: the modal opens on an empty form.
        return { ...state, modal: event.modal, question: { status: "idle" } }
      case "SupportModalClosed":
        return { ...state, modal: null }
      case "SupportQuestionSent":
        return { ...state, question: { status: "sent", ticketId: event.ticketId } }
      case "SupportQuestionFailed":
        return { ...state, question: { status: "failed", error: event.error } }
      case "PaymentConsultantFlagged":
        return { ...state, paymentConsultant: true }
      default:
        return state
    }
  }
})
