import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { SocialProvider } from "../../domain/api/socialSignIn"
import { version } from "../version"

export class SocialProvidersLoaded extends Schema.TaggedClass<SocialProvidersLoaded>()("SocialProvidersLoaded", {
  ...version(1),
  providers: Schema.Array(SocialProvider)
}) {}

export class SocialProvidersLoadFailed extends Schema.TaggedClass<SocialProvidersLoadFailed>()("SocialProvidersLoadFailed", {
  ...version(1),
  error: ApiError
}) {}

/** The server has a one-tap client: guests are offered the prompt. */
export class OneTapAvailable extends Schema.TaggedClass<OneTapAvailable>()("OneTapAvailable", { ...version(1), clientId: Schema.String }) {}

/** No one-tap client (403), or the question failed: no prompt. */
export class OneTapUnavailable extends Schema.TaggedClass<OneTapUnavailable>()("OneTapUnavailable", { ...version(1), error: ApiError }) {}

export class OneTapPromptOpened extends Schema.TaggedClass<OneTapPromptOpened>()("OneTapPromptOpened", { ...version(1), currencyId: Schema.Int }) {}

/** The server took the credential and signed the player in (registered or found); the page goes to redirectUrl. */
export class OneTapSignedIn extends Schema.TaggedClass<OneTapSignedIn>()("OneTapSignedIn", { ...version(1), redirectUrl: Schema.String }) {}

/** The credential was refused (forged, expired: 400) or the call failed. */
export class OneTapFailed extends Schema.TaggedClass<OneTapFailed>()("OneTapFailed", { ...version(1), error: ApiError }) {}

export class OneTapDismissed extends Schema.TaggedClass<OneTapDismissed>()("OneTapDismissed", { ...version(1) }) {}

export const socialEvents = [
  SocialProvidersLoaded,
  SocialProvidersLoadFailed,
  OneTapAvailable,
  OneTapUnavailable,
  OneTapPromptOpened,
  OneTapSignedIn,
  OneTapFailed,
  OneTapDismissed
] as const

/** What the server answered. */
export const socialServerAnswers = [SocialProvidersLoaded, SocialProvidersLoadFailed, OneTapAvailable, OneTapUnavailable, OneTapSignedIn, OneTapFailed] as const
