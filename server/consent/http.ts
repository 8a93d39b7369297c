import { HttpApiBuilder } from "@effect/platform"
import { Duration, Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { DEFAULT_PAGE_EVENTS_DAYS } from "../../src/domain/consent/pageEvents"
import { OperatorAccessLive } from "../operator/access"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { ConsentStore } from "./store"

/**
 * Page analytics calls one client address may make: a browser batches its events and sends about once a second at
 * most while a player clicks around; more is not a person using the site.
 */
export const PAGE_EVENTS_REQUESTS_PER_CLIENT: RateLimit = { limit: 120, window: Duration.minutes(1) }
/** Counter loads one address may make: two counters a page, a few pages a minute. */
export const COUNTER_LOADS_PER_CLIENT: RateLimit = { limit: 60, window: Duration.minutes(1) }

/**
 * The consent group's handlers. A batch was checked against the contract before it arrives here (an unknown field, a
 * label that looks like personal data: the framework's 400), so it is stored as it is. The address is used for the
 * rate limit only and never stored.
 */
export const ConsentHttpLive = HttpApiBuilder.group(OddsfoldApi, "consent", (handlers) =>
  Effect.gen(function* () {
    const store = yield* ConsentStore
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("pageEvents", ({ payload }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("page-events", client.address, PAGE_EVENTS_REQUESTS_PER_CLIENT)
          return { stored: yield* store.recordEvents(payload.events) }
        })
      )
      .handle("counterLoad", ({ path }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("counter-loads", client.address, COUNTER_LOADS_PER_CLIENT)
          yield* store.recordCounterLoad(path.counter)
          return { counted: true }
        })
      )
      .handle("cookieAgreement", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.as(store.saveAgreement(userId, payload), { saved: true }))
      )
  })
)

/** The operator's counts of the page analytics, behind the operator token. */
export const OperatorConsentHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorConsent", (handlers) =>
    Effect.map(ConsentStore, (store) => handlers.handle("pageEventCounts", ({ urlParams }) => store.counts(urlParams.days ?? DEFAULT_PAGE_EVENTS_DAYS)))
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
