import { Schema } from "effect"
import { Secret } from "../domain/secret"

/** The Secret schema lives in src/domain (projections hold secrets too); commands import it from here as before. */
export { REDACTED_PLACEHOLDER, Secret } from "../domain/secret"

/** The field of every command that calls the server: a retry after CaptchaRequired carries the player's answer. */
export const captchaAnswer = { captcha: Schema.optional(Secret) }
