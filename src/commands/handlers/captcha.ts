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

/**
 * A captcha the player declines fails the command that needed it, so its screen shows that failure (e.g. the
 * 'no site config' screen with its retry button) instead of waiting forever.
 */
export const dismissCaptcha: Handler<DismissCaptcha> = () =>
  Effect.gen(function* () {
    const query = yield* Query
    const { app } = yield* query.states
    if (app.captcha === null) return emit()
    const pending = yield* query.commandAt(app.captcha.commandSeq)
    const closed = new CaptchaClosed({ v: 1, answered: false })
    if (pending === undefined || !isCaptchaRetriable(pending)) return emit(closed)
    return emit(closed, declined(pending, new CaptchaRequired({ code: app.captcha.code })))
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
