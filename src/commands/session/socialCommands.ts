import { Schema } from "effect"
import { captchaAnswer } from "../secret"

/** The social sign-in providers the server offers (its configured OpenID Connect providers, or its sandbox). */
export class LoadSocialProviders extends Schema.TaggedClass<LoadSocialProviders>()("LoadSocialProviders", { ...captchaAnswer }) {}

export const socialCommands = [LoadSocialProviders] as const
