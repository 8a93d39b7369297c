import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect, Layer, Option, Redacted } from "effect"
import { SportsNotFound } from "../../src/domain/api/sports"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { DEV_TOKEN_HEADER, DevtoolsAccess, DevtoolsUnauthorized, NoDevEndpoint } from "../../src/domain/api/devtools"
import { DevClock } from "../platform/devClock"
import { pathnameOf } from "../platform/http/requestPath"
import { constantTimeEqual } from "../platform/secureRandom"
import { Mailbox } from "../platform/outbox/mailbox"
import { SportsFeed } from "../sports/feed"
import { devTokenOf } from "./devToken"

const redactedValues = (record: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Redacted.make(value)]))

export interface DevtoolsHttpOptions {
  /** NODE_ENV=production: no dev endpoint is there. */
  readonly production: boolean
  /** The operator token the dev token is derived from; none: every dev call is refused. */
  readonly operatorToken?: Redacted.Redacted<string> | undefined
}

const refused = new DevtoolsUnauthorized({ message: `dev calls need the server's dev token in ${DEV_TOKEN_HEADER} (the mailbox link npm start prints carries it)` })

/**
 * Before any dev call is decoded: a production server answers exactly what it answers for a path it has no endpoint
 * for, so the dev calls cannot even be told apart from nothing; any other server wants the dev token.
 */
export const DevtoolsAccessLive = (options: DevtoolsHttpOptions) => {
  const token = Option.map(Option.fromNullable(options.operatorToken), (operator) => Redacted.value(devTokenOf(operator)))
  return Layer.succeed(
    DevtoolsAccess,
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request): Effect.Effect<void, DevtoolsUnauthorized | NoDevEndpoint> => {
      if (options.production) return Effect.fail(new NoDevEndpoint({ message: `no endpoint ${pathnameOf(request.url)}` }))
      const given = request.headers[DEV_TOKEN_HEADER]
      return Option.isSome(token) && given !== undefined && constantTimeEqual(given, token.value) ? Effect.void : Effect.fail(refused)
    })
  )
}

/**
 * The devtools group: the dev mailbox, newest first, optionally for one recipient; a game finished or a market
 * suspended for a while on the line at once (the simulator's world changes, as it would by itself).
 */
export const DevtoolsHttpLive = (options: DevtoolsHttpOptions) =>
  HttpApiBuilder.group(OddsfoldApi, "devtools", (handlers) =>
    Effect.gen(function* () {
      const mailbox = yield* Mailbox
      const feed = yield* SportsFeed
      const devClock = yield* DevClock
      return handlers
        .handle("advanceClock", ({ payload }) => Effect.map(devClock.advance(payload.seconds), (now) => ({ now })))
        .handle("finishGame", ({ payload }) =>
          Effect.flatMap(feed.finish(payload.gameId), (result) =>
            result === undefined ? Effect.fail(new SportsNotFound({ message: `the line has no game ${payload.gameId}` })) : Effect.succeed(result)
          )
        )
        .handle("suspendMarket", ({ payload }) =>
          Effect.flatMap(feed.suspend(payload.marketId, payload.seconds), (until) =>
            until === undefined
              ? Effect.fail(new SportsNotFound({ message: `the line has no market ${payload.marketId} open or suspended` }))
              : Effect.succeed({ marketId: payload.marketId, until })
          )
        )
        .handle("mailbox", ({ urlParams }) =>
          Effect.map(mailbox.newestFirst(urlParams.to), (rows) => ({
            messages: rows.map((row) => ({
              id: Number(row.id),
              channel: row.channel,
              to: row.recipient,
              template: row.template,
              language: row.language,
              subject: row.subject,
              sentAt: row.created_at.getTime(),
              text: Redacted.make(row.body),
              params: redactedValues(row.params),
              headers: redactedValues(row.headers)
            }))
          }))
        )
    })
  ).pipe(Layer.provide(DevtoolsAccessLive(options)))
