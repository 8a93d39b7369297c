import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { SocialProvider } from "../../domain/api/socialSignIn"
import { defineProjection } from "../projection"

/** The social sign-in providers the server offers; `loaded` false until it answered once. */
export const SocialProvidersState = Schema.Struct({
  loaded: Schema.Boolean,
  providers: Schema.Array(SocialProvider),
  error: Schema.NullOr(ApiError)
})
export type SocialProvidersState = typeof SocialProvidersState.Type

export const socialProvidersProjection = defineProjection({
  name: "socialProviders",
  schema: SocialProvidersState,
  initial: { loaded: false, providers: [], error: null } as SocialProvidersState,
  tags: ["SocialProvidersLoaded", "SocialProvidersLoadFailed"],
  apply: (state, event): SocialProvidersState => {
    switch (event._tag) {
      case "SocialProvidersLoaded":
        return { loaded: true, providers: event.providers, error: null }
      case "SocialProvidersLoadFailed":
        // The buttons already shown stay; a form that had none goes on without them.
        return { loaded: true, providers: state.providers, error: event.error }
    }
  }
})
