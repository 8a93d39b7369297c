import { Effect } from "effect"
import type { ApiError } from "../../domain/api/clientErrors"
import { FALLBACK_LANGUAGE } from "../../domain/shell/language"
import { withLanguage } from "../../domain/shell/languageRoute"
import { Navigate } from "../commandTypes"
import { CaptchaRequested, TermsChangeDetected } from "../events"
import { emit, emitThen, type Outcome } from "../handler"
import { Query } from "../query"

/**
 * Turns the answer of a server call into an outcome. Two failures mean the same thing for every command and
 * are handled once here (SPEC.md 8): a captcha request (the UI asks; AnswerCaptcha re-runs command `seq`) and
 * 451 with exception_code 1 (the player goes to the confirm-terms page).
 */
export const fromServerAnswer = <A, R>(
  seq: number,
  call: Effect.Effect<A, ApiError, R>,
  onSuccess: (answer: A) => Outcome,
  onFailure: (error: ApiError) => Outcome
): Effect.Effect<Outcome, never, R | Query> =>
  call.pipe(
    Effect.matchEffect({
      onSuccess: (answer) => Effect.succeed(onSuccess(answer)),
      onFailure: (error) => {
        if (error._tag === "CaptchaRequired") return Effect.succeed(emit(new CaptchaRequested({ v: 1, code: error.code, commandSeq: seq })))
        if (error._tag === "TermsChanged") return termsChanged
        return Effect.succeed(onFailure(error))
      }
    })
  )

const termsChanged = Effect.gen(function* () {
  const { language, location } = yield* (yield* Query).states
  const lng = (language.current ?? FALLBACK_LANGUAGE) as typeof FALLBACK_LANGUAGE
  const confirm = withLanguage(lng, "/confirm")
  // The 60 s session check can meet 451 again while the player is on the confirm page: no second visit.
  if (location.path === confirm) return emit(new TermsChangeDetected({ v: 1 }))
  return emitThen([new TermsChangeDetected({ v: 1 })], [new Navigate({ to: confirm, mode: "push" })])
})
