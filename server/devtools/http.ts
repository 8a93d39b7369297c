import { HttpApiBuilder } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { SportsNotFound } from "../../src/domain/api/sports"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { notFound } from "../platform/http/fallbackResponses"
import { pathnameOf } from "../platform/http/requestPath"
import { Mailbox } from "../platform/outbox/mailbox"
import { SportsFeed } from "../sports/feed"

const redactedValues = (record: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Redacted.make(value)]))

export interface DevtoolsHttpOptions {
  /** NODE_ENV=production: the dev mailbox is not there. */
  readonly production: boolean
}

/**
 * The devtools group: the dev mailbox, newest first, optionally for one recipient; a game finished or a market
 * suspended for a while on the line at once (the simulator's world changes, as it would by itself). A production server answers
 * exactly what it answers for a path it has no endpoint for, so the mailbox cannot even be told apart from nothing.
 */
export const DevtoolsHttpLive = (options: DevtoolsHttpOptions) =>
  HttpApiBuilder.group(OddsfoldApi, "devtools", (handlers) =>
    Effect.gen(function* () {
      const mailbox = yield* Mailbox
      const feed = yield* SportsFeed
      return handlers
        .handle("finishGame", ({ payload, request }) =>
          options.production
            ? Effect.succeed(notFound(pathnameOf(request.url)))
            : Effect.flatMap(feed.finish(payload.gameId), (result) =>
                result === undefined ? Effect.fail(new SportsNotFound({ message: `the line has no game ${payload.gameId}` })) : Effect.succeed(result)
              )
        )
        .handle("suspendMarket", ({ payload, request }) =>
          options.production
            ? Effect.succeed(notFound(pathnameOf(request.url)))
            : Effect.flatMap(feed.suspend(payload.marketId, payload.seconds), (until) =>
                until === undefined
                  ? Effect.fail(new SportsNotFound({ message: `the line has no market ${payload.marketId} open or suspended` }))
                  : Effect.succeed({ marketId: payload.marketId, until })
              )
        )
        .handle("mailbox", ({ request, urlParams }) =>
        options.production
          ? Effect.succeed(notFound(pathnameOf(request.url)))
          : Effect.map(mailbox.newestFirst(urlParams.to), (rows) => ({
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
  )
