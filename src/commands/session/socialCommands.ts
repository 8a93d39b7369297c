import { Schema } from "effect"
import { captchaAnswer, Secret } from "../secret"

/** The social sign-in providers the server offers (its configured OpenID Connect providers, or its sandbox). */
export class LoadSocialProviders extends Schema.TaggedClass<LoadSocialProviders>()("LoadSocialProviders", { ...captchaAnswer }) {}

/** One-tap (SPEC.md 5 and 7): is a one-tap client configured? GET /social-api/oauth/google-one-tap/clientId. */
export class LoadOneTap extends Schema.TaggedClass<LoadOneTap>()("LoadOneTap", { ...captchaAnswer }) {}

/** The guest chose the one-tap prompt's "continue": the provider's prompt opens (the sandbox's, in a popup). */
export class OpenOneTap extends Schema.TaggedClass<OpenOneTap>()("OpenOneTap", {
  /** The currency a new player is registered in, as the prompt's select has it. */
  currencyId: Schema.Int
}) {}

/** The provider handed over a credential (an ID token): post it with the guest's language, currency and country. */
export class SubmitOneTapCredential extends Schema.TaggedClass<SubmitOneTapCredential>()("SubmitOneTapCredential", {
  credential: Secret,
  ...captchaAnswer
}) {}

/** The guest closed the one-tap prompt: it stays closed for the rest of the visit. */
export class DismissOneTap extends Schema.TaggedClass<DismissOneTap>()("DismissOneTap", {}) {}

export const socialCommands = [LoadSocialProviders, LoadOneTap, OpenOneTap, SubmitOneTapCredential, DismissOneTap] as const
