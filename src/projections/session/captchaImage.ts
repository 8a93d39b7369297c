import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * The captcha image the modal shows (SPEC.md 8): the latest one the server drew, or why none came. An image is
 * answered once, so a new captcha request or a closed modal retires it.
 */
export const CaptchaImageState = Schema.Struct({
  image: Schema.NullOr(Schema.Struct({ id: Schema.String, svg: Schema.String, expiresAt: Schema.Int })),
  error: Schema.NullOr(ApiError)
})
export type CaptchaImageState = typeof CaptchaImageState.Type

const none: CaptchaImageState = { image: null, error: null }

export const captchaImageProjection = defineProjection({
  name: "captchaImage",
  schema: CaptchaImageState,
  initial: none,
  tags: ["CaptchaImageLoaded", "CaptchaImageFailed", "CaptchaRequested", "CaptchaClosed"],
  apply: (state, event): CaptchaImageState => {
    switch (event._tag) {
      case "CaptchaImageLoaded":
        return { image: { id: event.id, svg: event.image, expiresAt: event.expiresAt }, error: null }
      case "CaptchaImageFailed":
        return { image: null, error: event.error }
      case "CaptchaRequested":
      case "CaptchaClosed":
        return state === none ? state : none
    }
  }
})
