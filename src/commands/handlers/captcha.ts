import { Effect } from "effect"
import { CaptchaRequired } from "../../domain/api/clientErrors"
import { type AnswerCaptcha, type CaptchaRetriable, type DismissCaptcha, isCaptchaRetriable } from "../commandTypes"
import {
  CaptchaClosed,
  ConfigGroupsLoadFailed,
  ConfigLoadFailed,
  DeviceSessionFailed,
  type Event,
  SessionCheckFailed
} from "../events"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"

/** The command a captcha was asked for, if a captcha is pending and that command can be retried. */
const pendingCaptcha = Effect.gen(function* () {
  const query = yield* Query
  const { app } = yield* query.states
  if (app.captcha === null) return undefined
  const command = yield* query.commandAt(app.captcha.commandSeq)
  return { code: app.captcha.code, command: command !== undefined && isCaptchaRetriable(command) ? command : undefined }
})

/** Re-runs the command the server asked a captcha for, with the player's answer in its captcha field. */
export const answerCaptcha: Handler<AnswerCaptcha> = (answer) =>
  Effect.gen(function* () {
    const pending = yield* pendingCaptcha
    if (pending === undefined) return emit()
    const closed = new CaptchaClosed({ v: 1, answered: true })
    if (pending.command === undefined) return emit(closed)
    return emitThen([closed], [{ ...pending.command, captcha: answer.answer }])
  })

/**
 * A captcha the player declines fails the command that needed it, so its screen shows that failure (e.g. the
 * 'no site config' screen with its retry button) instead of waiting forever.
 */
export const dismissCaptcha: Handler<DismissCaptcha> = () =>
  Effect.gen(function* () {
    const pending = yield* pendingCaptcha
    if (pending === undefined) return emit()
    const closed = new CaptchaClosed({ v: 1, answered: false })
    if (pending.command === undefined) return emit(closed)
    return emit(closed, declined(pending.command, new CaptchaRequired({ code: pending.code })))
  })

const declined = (command: CaptchaRetriable, error: CaptchaRequired): Event => {
  switch (command._tag) {
    case "LoadConfig":
      return new ConfigLoadFailed({ v: 1, lang: command.lang, error })
    case "LoadConfigGroups":
      return new ConfigGroupsLoadFailed({ v: 1, lang: command.lang, groups: command.groups, error })
    case "CheckSession":
      return new SessionCheckFailed({ v: 1, error })
    case "StartDeviceSession":
      return new DeviceSessionFailed({ v: 1, error })
  }
}
