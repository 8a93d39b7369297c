import { Schema } from "effect"
import { CaptchaCode } from "../../domain/session/captcha"
import { defineProjection } from "../projection"

/**
 * The captcha the server asked for, and every command waiting for its answer (several calls can ask at once).
 * The commands are kept here, encoded, so a retry needs nothing from the log, however much it has compacted.
 */
export const CaptchaState = Schema.Struct({
  pending: Schema.NullOr(
    Schema.Struct({
      code: Schema.Int,
      waiting: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
    })
  )
})
export type CaptchaState = typeof CaptchaState.Type

/** The same command asked twice waits once. */
const sameCommand = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

export const captchaProjection = defineProjection({
  name: "captcha",
  schema: CaptchaState,
  initial: { pending: null } as CaptchaState,
  tags: ["CaptchaRequested", "CaptchaClosed", "CaptchaAnswerChecked"],
  apply: (state, event): CaptchaState => {
    switch (event._tag) {
      case "CaptchaRequested": {
        const waiting = (state.pending?.waiting ?? []).filter((command) => !sameCommand(command, event.command))
        return { pending: { code: event.code, waiting: [...waiting, event.command] } }
      }
      case "CaptchaClosed":
        return state.pending === null ? state : { pending: null }
      case "CaptchaAnswerChecked":
        // A wrong answer keeps the commands waiting; the modal says why, as for a 112 from a guarded request.
        return event.result !== 0 || state.pending === null || state.pending.code === CaptchaCode.wrongAnswer
          ? state
          : { pending: { ...state.pending, code: CaptchaCode.wrongAnswer } }
    }
  }
})
