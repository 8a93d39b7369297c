import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ProofOfWorkChallenge } from "../../domain/session/captcha"
import { defineProjection } from "../projection"

/**
 * The proof-of-work challenge the captcha modal solves (SPEC.md 8): the latest one the server made, or why none came.
 * A challenge is answered once, so a new captcha request or a closed modal retires it.
 */
export const CaptchaImageState = Schema.Struct({
  challenge: Schema.NullOr(
    Schema.Struct({
      id: Schema.String,
      challenge: ProofOfWorkChallenge,
      expiresAt: Schema.Int,
      /** When the challenge stops taking answers, by this browser's clock, and the seconds it had (gettime); null until known. */
      countdown: Schema.NullOr(Schema.Struct({ endsAt: Schema.Number, seconds: Schema.Int }))
    })
  ),
  error: Schema.NullOr(ApiError)
})
export type CaptchaImageState = typeof CaptchaImageState.Type

const none: CaptchaImageState = { challenge: null, error: null }

export const captchaImageProjection = defineProjection({
  name: "captchaImage",
  schema: CaptchaImageState,
  initial: none,
  tags: ["CaptchaChallengeLoaded", "CaptchaImageLoaded", "CaptchaImageFailed", "CaptchaRequested", "CaptchaClosed", "CaptchaCountdownStarted", "CaptchaAnswerChecked"],
  apply: (state, event): CaptchaImageState => {
    switch (event._tag) {
      case "CaptchaChallengeLoaded":
        return { challenge: { id: event.id, challenge: event.challenge, expiresAt: event.expiresAt, countdown: null }, error: null }
      case "CaptchaCountdownStarted":
        return state.challenge === null || state.challenge.id !== event.id
          ? state
          : { ...state, challenge: { ...state.challenge, countdown: { endsAt: event.endsAt, seconds: event.seconds } } }
      case "CaptchaAnswerChecked":
        // A wrong answer spent the challenge: the new one is on its way.
        return event.result !== 0 || state === none ? state : none
      case "CaptchaImageFailed":
        return { challenge: null, error: event.error }
      // A picture of an older log: nothing the modal can solve.
      case "CaptchaImageLoaded":
      case "CaptchaRequested":
      case "CaptchaClosed":
        return state === none ? state : none
    }
  }
})
