import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * The captcha image the modal shows (SPEC.md 8): the latest one the server drew, or why none came. An image is
 * answered once, so a new captcha request or a closed modal retires it.
 */
export const CaptchaImageState = Schema.Struct({
  image: Schema.NullOr(
    Schema.Struct({
      id: Schema.String,
      svg: Schema.String,
      expiresAt: Schema.Int,
      /** When the image stops taking answers, by this browser's clock, and the seconds it had (gettime); null until known. */
      countdown: Schema.optionalWith(Schema.NullOr(Schema.Struct({ endsAt: Schema.Number, seconds: Schema.Int })), { default: () => null })
    })
  ),
  error: Schema.NullOr(ApiError)
})
export type CaptchaImageState = typeof CaptchaImageState.Type

const none: CaptchaImageState = { image: null, error: null }

export const captchaImageProjection = defineProjection({
  name: "captchaImage",
  schema: CaptchaImageState,
  initial: none,
  tags: ["CaptchaImageLoaded", "CaptchaImageFailed", "CaptchaRequested", "CaptchaClosed", "CaptchaCountdownStarted", "CaptchaAnswerChecked"],
  apply: (state, event): CaptchaImageState => {
    switch (event._tag) {
      case "CaptchaImageLoaded":
        return { image: { id: event.id, svg: event.image, expiresAt: event.expiresAt, countdown: null }, error: null }
      case "CaptchaCountdownStarted":
        return state.image === null || state.image.id !== event.id ? state : { ...state, image: { ...state.image, countdown: { endsAt: event.endsAt, seconds: event.seconds } } }
      case "CaptchaAnswerChecked":
        // A wrong answer spent the image: the new one is on its way.
        return event.result !== 0 || state === none ? state : none
      case "CaptchaImageFailed":
        return { image: null, error: event.error }
      case "CaptchaRequested":
      case "CaptchaClosed":
        return state === none ? state : none
    }
  }
})
