import { Effect } from "effect"
import type { ApiError } from "../domain/api/clientErrors"
import { FALLBACK_LANGUAGE } from "../domain/shell/language"
import { withLanguage } from "../domain/shell/languageRoute"
import { emit, emitThen, type Outcome } from "./handler"
import { Query } from "./query"
import type { Command } from "./registry"
import { LoadCaptchaImage } from "./session/commands"
import { CaptchaRequested, TermsChangeDetected } from "./session/events"
import { Navigate } from "./shell/commands"

/**
 * Turns the answer of a server call made for `command` into an outcome. Two failures mean the same thing for
 * every command and are handled once here (SPEC.md 8): a captcha request (the server draws an image, the UI asks;
 * the command waits in the captcha state and AnswerCaptcha runs it again) and 451 with exception_code 1 (the
 * confirm-terms page).
 */
export const fromServerAnswer = <A, R>(
  command: Command,
  call: Effect.Effect<A, ApiError, R>,
  onSuccess: (answer: A) => Outcome,
  onFailure: (error: ApiError) => Outcome
): Effect.Effect<Outcome, never, R | Query> =>
  call.pipe(
    Effect.matchEffect({
      onSuccess: (answer) => Effect.succeed(onSuccess(answer)),
      onFailure: (error) => {
        if (error._tag === "CaptchaRequired") return captchaRequested(command, error.code)
        if (error._tag === "TermsChanged") return termsChanged
        return Effect.succeed(onFailure(error))
      }
    })
  )

const captchaRequested = (command: Command, code: number) =>
  Effect.map(Query, (query) => {
    // An earlier answer is not kept: the retry carries the new one.
    const { captcha: _answer, ...waiting } = query.encodeCommand(command)
    return emitThen([new CaptchaRequested({ code, command: waiting })], [new LoadCaptchaImage({})])
  })

const termsChanged = Effect.gen(function* () {
  const { language, location } = yield* (yield* Query).states
  const lng = (language.current ?? FALLBACK_LANGUAGE) as typeof FALLBACK_LANGUAGE
  const confirm = withLanguage(lng, "/confirm")
  // The 60 s session check can meet 451 again while the player is on the confirm page: no second visit.
  if (location.path === confirm) return emit(new TermsChangeDetected({}))
  return emitThen([new TermsChangeDetected({})], [new Navigate({ to: confirm, mode: "push" })])
})
