import { HttpApiBuilder } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { SportsNotFound } from "../../src/domain/api/sports"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { notFound } from "../platform/http/fallbackResponses"
import { pathnameOf } from "../platform/http/requestPath"
import { Mailbox } from "../platform/outbox/mailbox"
import { SportsFeed } from "../sports/feed"

export interface DevtoolsHttpOptions {
  /** NODE_ENV=production: the dev mailbox is not there. */
  readonly production: boolean
}

/**
 * The devtools group: the dev mailbox, newest first, optionally for one recipient. A production server answers
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
                params: Object.fromEntries(Object.entries(row.params).map(([key, value]) => [key, Redacted.make(value)]))
              }))
            }))
      )
    })
  )
