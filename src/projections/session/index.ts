import { captchaProjection } from "./captcha"
import { sessionProjection } from "./session"

export const sessionProjections = { session: sessionProjection, captcha: captchaProjection } as const
