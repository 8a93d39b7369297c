import { Effect } from "effect"
import { type AnswerCaptcha, type DismissCaptcha, isCaptchaRetriable } from "../commandTypes"
import { CaptchaClosed } from "../events"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"

/** Re-runs the command the server asked a captcha for, with the player's answer in its captcha field. */
export const answerCaptcha: Handler<AnswerCaptcha> = (command) =>
  Effect.gen(function* () {
    const query = yield* Query
    const { app } = yield* query.states
    if (app.captcha === null) return emit()
    const pending = yield* query.commandAt(app.captcha.commandSeq)
    const closed = new CaptchaClosed({ v: 1, answered: true })
    if (pending === undefined || !isCaptchaRetriable(pending)) return emit(closed)
    return emitThen([closed], [{ ...pending, captcha: command.answer } as typeof pending])
  })

export const dismissCaptcha: Handler<DismissCaptcha> = () => Effect.succeed(emit(new CaptchaClosed({ v: 1, answered: false })))
