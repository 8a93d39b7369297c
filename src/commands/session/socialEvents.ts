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

/** Both are the server's answers. */
export const socialEvents = [SocialProvidersLoaded, SocialProvidersLoadFailed] as const
