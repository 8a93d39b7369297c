import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadSocialProviders } from "./socialCommands"
import { SocialProvidersLoaded, SocialProvidersLoadFailed } from "./socialEvents"

/** The providers the sign-in and registration forms offer; a failure leaves the forms without social buttons. */
export const loadSocialProviders: Handler<LoadSocialProviders> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.socialProviders({}, { captcha: command.captcha }),
      ({ providers }) => emit(new SocialProvidersLoaded({ providers })),
      (error) => emit(new SocialProvidersLoadFailed({ error }))
    )
  })
