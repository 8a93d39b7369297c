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

/** The pending captcha and the commands waiting for it that can be retried. */
const pendingCaptcha = Effect.gen(function* () {
  const query = yield* Query
  const { app } = yield* query.states
  if (app.captcha === null) return undefined
  const commands: Array<CaptchaRetriable> = []
  for (const seq of app.captcha.commandSeqs) {
    const command = yield* query.commandAt(seq)
    if (command !== undefined && isCaptchaRetriable(command)) commands.push(command)
  }
  return { code: app.captcha.code, commands }
})

/** Re-runs every command the server asked a captcha for, with the player's answer in its captcha field. */
export const answerCaptcha: Handler<AnswerCaptcha> = (answer) =>
  Effect.gen(function* () {
    const pending = yield* pendingCaptcha
    if (pending === undefined) return emit()
    return emitThen(
      [new CaptchaClosed({ v: 1, answered: true })],
      pending.commands.map((command) => ({ ...command, captcha: answer.answer }))
    )
  })

/**
 * A captcha the player declines fails the commands that needed it, so their screens show that failure (e.g. the
 * 'no site config' screen with its retry button) instead of waiting forever.
 */
export const dismissCaptcha: Handler<DismissCaptcha> = () =>
  Effect.gen(function* () {
    const pending = yield* pendingCaptcha
    if (pending === undefined) return emit()
    const refused = new CaptchaRequired({ code: pending.code })
    return emit(new CaptchaClosed({ v: 1, answered: false }), ...pending.commands.map((command) => declined(command, refused)))
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
