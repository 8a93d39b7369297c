import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSchema, OpenApi } from "@effect/platform"
import { type Redacted, Schema } from "effect"
import { GameResult } from "../sports/feed"
import { GameId, MarketId } from "../sports/ids"
import { LoggedAnswer } from "./credentials"
import { SportsNotFound } from "./sports"
import { PlayerText } from "../playerText"
import { Secret } from "../secret"

/**
 * The devtools area's group: the dev mailbox, every SMS and e-mail the outbox kept, newest first; the line's "finish
 * this game now" and "suspend this market for a while". Only non-production servers answer it, and only to the holder
 * of the dev token (DEV_TOKEN_HEADER): the mailbox holds every player's recovery codes and links. A production server
 * answers 404 as for any unknown path, and the group is left out of the published API description.
 */

/** The header the dev token travels in (server/devtools/devToken.ts says what the token is). */
export const DEV_TOKEN_HEADER = "x-dev-token"

/** The fragment parameter of the mailbox link `npm start` prints: `/en/dev/mailbox#token=…`. */
export const DEV_TOKEN_FRAGMENT = "token"

/** The mailbox page's link carrying the dev token in its fragment, which a browser never sends to a server or a log. */
export const devMailboxLink = (origin: string, language: string, token: string): string =>
  `${origin}/${language}/dev/mailbox#${DEV_TOKEN_FRAGMENT}=${encodeURIComponent(token)}`

/** No dev token, or not the server's. */
export class DevtoolsUnauthorized extends Schema.TaggedError<DevtoolsUnauthorized>()(
  "DevtoolsUnauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/** What a production server answers for a dev path: the same body as for any path without an endpoint. */
export class NoDevEndpoint extends Schema.TaggedError<NoDevEndpoint>()("NotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

/** How a typed client sends the dev token (the server reads it before decoding anything, in DevtoolsAccess). */
export const DevTokenHeaders = Schema.Struct({ [DEV_TOKEN_HEADER]: Schema.optional(Schema.Redacted(Schema.String)) })

/** Every dev call passes this first, before its query or body is decoded. */
export class DevtoolsAccess extends HttpApiMiddleware.Tag<DevtoolsAccess>()("DevtoolsAccess", {
  failure: Schema.Union(DevtoolsUnauthorized, NoDevEndpoint)
}) {}

/** What a kept message says openly: the channel, the recipient, the template and language, the subject, when. */
const messageFields = {
  id: Schema.Int,
  channel: Schema.Literal("sms", "email"),
  to: Schema.String,
  template: Schema.String,
  language: Schema.String,
  subject: Schema.String,
  /** Epoch milliseconds. */
  sentAt: Schema.Int
}

/**
 * A kept message whose text, values (codes, links) and header fields (a List-Unsubscribe link) are carried by
 * `secret`. `headers` is optional: a log recorded before the header fields were kept has answers without them.
 */
const messageWith = <I>(secret: Schema.Schema<Redacted.Redacted<string>, I>) =>
  Schema.Struct({
    ...messageFields,
    text: secret,
    params: Schema.Record({ key: Schema.String, value: secret }),
    headers: Schema.optional(Schema.Record({ key: Schema.String, value: secret }))
  })

/** A kept message as the server answers it: the secrets are shown to the developer, never logged. */
export const MailboxMessage = messageWith(Schema.Redacted(Schema.String))
export type MailboxMessage = typeof MailboxMessage.Type

/**
 * The same message as the client's log keeps it, in the logged answer, the MailboxLoaded event and the mailbox's
 * checkpoint: its secrets as the placeholder. A field added to `messageFields` reaches the event too: it must be
 * optional, or logs written before it stop decoding.
 */
export const MailboxMessageInLog = messageWith(Secret)

export const MailboxResponse = Schema.Struct({ messages: Schema.Array(MailboxMessage) })

const MailboxResponseInLog = Schema.Struct({ messages: Schema.Array(MailboxMessageInLog) })

/** A market the developer holds suspended, and until when (epoch milliseconds). */
export const MarketSuspension = Schema.Struct({ marketId: MarketId, until: Schema.Int })
export type MarketSuspension = typeof MarketSuspension.Type

/** The longest a developer holds a market suspended: an hour. */
export const MAX_SUSPENSION_SECONDS = 3600

/** The most one dev clock call moves the clock: a year. */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 86_400

export const devtoolsGroup = HttpApiGroup.make("devtools")
  .add(
    HttpApiEndpoint.get("mailbox", "/web-api/dev/mailbox")
      // A recipient as the message was addressed: an E.164 number or an e-mail address.
      .setUrlParams(Schema.Struct({ to: Schema.optional(PlayerText(254)) }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(MailboxResponse)
      .annotate(LoggedAnswer, MailboxResponseInLog)
  )
  .add(
    // Plays a line or live game to its final score at once (the simulator, from the world's seed), so a bet on it can
    // be seen settled without waiting for the game: the game's result. A game the line does not have: 404.
    HttpApiEndpoint.post("finishGame", "/web-api/dev/sports/finish")
      .setPayload(Schema.Struct({ gameId: GameId }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(GameResult)
      .addError(SportsNotFound)
  )
  .add(
    // Suspends one market of a line or live game for `seconds`, as a trading desk does (the simulator's world changes,
    // so every poll delivers it as any suspension), then the line reopens it at the game's prices then: how a bet
    // locked in a coupon and unlocked again is seen without waiting for a goal. A market the line does not have, or a
    // closed one: 404.
    HttpApiEndpoint.post("suspendMarket", "/web-api/dev/sports/suspend")
      .setPayload(Schema.Struct({ marketId: MarketId, seconds: Schema.Int.pipe(Schema.between(1, MAX_SUSPENSION_SECONDS)) }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(MarketSuspension)
      .addError(SportsNotFound)
  )
  .add(
    // Moves the development server's clock forward by `seconds` (at most a year): a browser test passes a limit's
    // 24-hour approval window or a time-out's end without waiting. Answers the server's new now (epoch ms). Sessions,
    // tokens and codes age with it, as they would in that time.
    HttpApiEndpoint.post("advanceClock", "/web-api/dev/clock/advance")
      .setPayload(Schema.Struct({ seconds: Schema.Int.pipe(Schema.between(1, MAX_CLOCK_ADVANCE_SECONDS)) }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(Schema.Struct({ now: Schema.Int }))
  )
  .middleware(DevtoolsAccess)
  .annotate(OpenApi.Exclude, true)
