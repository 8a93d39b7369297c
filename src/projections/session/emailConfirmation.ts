import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/** The `user/accountverify` page: the e-mail confirmation's outcome, with SPEC.md 4's kind when the code was refused. */
export const EmailConfirmationState = Schema.Struct({
  status: Schema.Literal("idle", "confirmed", "failed"),
  error: Schema.NullOr(Schema.Struct({ error: ApiError, kind: Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other") }))
})
export type EmailConfirmationState = typeof EmailConfirmationState.Type

export const emailConfirmationProjection = defineProjection({
  name: "emailConfirmation",
  schema: EmailConfirmationState,
  initial: { status: "idle", error: null } as EmailConfirmationState,
  tags: ["EmailConfirmed", "EmailConfirmationFailed"],
  apply: (_state, event): EmailConfirmationState => {
    switch (event._tag) {
      case "EmailConfirmed":
        return { status: "confirmed", error: null }
      case "EmailConfirmationFailed":
        return { status: "failed", error: { error: event.error, kind: event.kind } }
    }
  }
})
