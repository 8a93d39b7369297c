import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/** The last SMS code asked for: where it went (masked) and until when it is good, or why it was not sent. */
export const SmsCodeState = Schema.Struct({
  sent: Schema.NullOr(Schema.Struct({ phone: Schema.String, expiresAt: Schema.Int })),
  error: Schema.NullOr(ApiError)
})
export type SmsCodeState = typeof SmsCodeState.Type

export const smsCodeProjection = defineProjection({
  name: "smsCode",
  schema: SmsCodeState,
  initial: { sent: null, error: null } as SmsCodeState,
  tags: ["SmsCodeSent", "SmsCodeFailed"],
  apply: (state, event): SmsCodeState => {
    switch (event._tag) {
      case "SmsCodeSent":
        return { sent: { phone: event.phone, expiresAt: event.expiresAt }, error: null }
      case "SmsCodeFailed":
        // The code sent before is still good; the error says why the new one did not go.
        return { sent: state.sent, error: event.error }
    }
  }
})
