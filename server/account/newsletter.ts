import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { DEFAULT_MAILING } from "../../src/domain/account/mailingSettings"
import { BadRequest } from "../../src/domain/api/errors"
import { LINK_ROUTES, LinkErrorCode, linkWithToken, UnsubscribeSetting } from "../../src/domain/session/emailLinks"
import { maskEmail } from "../../src/domain/session/passwordRecovery"
import { FALLBACK_LANGUAGE, isLanguageCode } from "../../src/domain/shell/language"
import { withLanguage } from "../../src/domain/shell/languageRoute"
import { orDieQuietly } from "../platform/db/databaseFault"
import { Outbox } from "../platform/outbox/outbox"
import { SiteOrigin } from "../platform/siteOrigin"
import { LinkTokens } from "../session/linkTokens"
import { makePlayerRepo } from "../session/playerRepo"

/**
 * News by e-mail (SPEC.md 3 mailing settings, 2.4 `user/stopnewsletter`). The operator sends a news e-mail
 * (`npm run operator -- newsletter send`) to every player who wants news by e-mail (enable_mail_news) at a confirmed
 * address and is not banned, through the outbox, each e-mail with the player's own unsubscribe link: a signed token
 * naming the player and the setting (server/session/linkTokens.ts), which needs no sign-in and does not expire.
 * Following it turns the setting off; following it again changes nothing. The same link is in the e-mail's
 * List-Unsubscribe header, for the mail client's own unsubscribe button (RFC 8058 one-click).
 */
export interface NewslettersShape {
  /** Sends the news e-mail to every player who wants it; answers how many. */
  readonly send: (news: { readonly subject: string; readonly text: string }) => Effect.Effect<number>
  /** The unsubscribe link was followed: its setting is off for its player. 60 for a link that is not ours. */
  readonly stop: (token: string) => Effect.Effect<{ readonly setting: UnsubscribeSetting; readonly email: string | null }, BadRequest>
}

export class Newsletters extends Context.Tag("oddsfold/server/Newsletters")<Newsletters, NewslettersShape>() {}

/** Recipients read and sent per round: the outbox takes them one by one, the database is asked a page at a time. */
const PAGE_SIZE = 500

const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)
const Recipient = Schema.Struct({ id: BigIntColumn, email: Schema.String, language: Schema.NullOr(Schema.String) })
const Page = Schema.Struct({ after: Schema.Number, limit: Schema.Number })
const decodeSetting = Schema.decodeUnknownOption(UnsubscribeSetting)

/**
 * RFC 8058 one-click unsubscription: a mail client offers "unsubscribe" from these headers and POSTs
 * `List-Unsubscribe=One-Click` to the link (the stop-newsletter page's, which answers the POST too: emailLinks.ts).
 */
export const unsubscribeHeaders = (link: string): Readonly<Record<string, string>> => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
})

const invalidLink = new BadRequest({ code: LinkErrorCode.invalid, message: "this unsubscribe link is not valid" })

export const NewslettersLive = Layer.effect(
  Newsletters,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox
    const links = yield* LinkTokens
    const players = yield* makePlayerRepo
    const site = yield* SiteOrigin

    // The players of one page, in id order: news wanted, a confirmed address, not banned (the mailing settings are
    // kept only once saved: a player without a row has the defaults, news off).
    const recipients = SqlSchema.findAll({
      Request: Page,
      Result: Recipient,
      execute: ({ after, limit }) =>
        sql`select p.id, p.email, p.language from players p join player_preferences pp on pp.user_id = p.id
            where p.id > ${after} and p.email is not null and p.email_confirmed and p.ban_level = 0
              and coalesce((pp.mailing ->> 'enable_mail_news')::boolean, false)
            order by p.id limit ${limit}`
    })

    /** Turns one mailing setting off, keeping the others (the defaults for a player who never saved any). */
    const turnOff = (userId: number, setting: UnsubscribeSetting) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const at = new Date(now)
        const mailing = JSON.stringify({ ...DEFAULT_MAILING, [setting]: false })
        const off = JSON.stringify({ [setting]: false })
        return orDieQuietly(
          sql`insert into player_preferences (user_id, mailing, global_settings, updated_at) values (${userId}, ${mailing}::jsonb, '{}'::jsonb, ${at})
              on conflict (user_id) do update set mailing = player_preferences.mailing || ${off}::jsonb, updated_at = excluded.updated_at`
        )
      })

    return {
      send: ({ subject, text }) =>
        Effect.gen(function* () {
          let after = 0
          let sent = 0
          for (;;) {
            const page = yield* orDieQuietly(recipients({ after, limit: PAGE_SIZE }))
            for (const recipient of page) {
              const language = recipient.language !== null && isLanguageCode(recipient.language) ? recipient.language : FALLBACK_LANGUAGE
              const token = yield* links.sign("unsubscribe", { uid: recipient.id, set: "enable_mail_news" }, null)
              const link = yield* site.absolute(linkWithToken(language, LINK_ROUTES.stopNewsletter, token))
              yield* outbox.send({
                channel: "email",
                to: recipient.email,
                template: "newsletter",
                params: { subject, text, link, settings: yield* site.absolute(withLanguage(language, "/settings")) },
                language,
                headers: unsubscribeHeaders(link)
              })
            }
            sent += page.length
            if (page.length < PAGE_SIZE) return sent
            after = page[page.length - 1]!.id
          }
        }),

      stop: (token) =>
        Effect.gen(function* () {
          // No expiry: the only refusal is a link that is not ours (expired cannot happen).
          const claims = yield* Effect.mapError(links.verify("unsubscribe", token), () => invalidLink)
          const setting = Option.flatMap(Option.fromNullable(claims.set), decodeSetting)
          if (claims.uid === undefined || Option.isNone(setting)) return yield* invalidLink
          const player = yield* players.byId(claims.uid)
          if (Option.isNone(player)) return yield* invalidLink
          yield* turnOff(player.value.id, setting.value)
          return { setting: setting.value, email: player.value.email === null ? null : maskEmail(player.value.email) }
        })
    }
  })
)
