import { readFile } from "node:fs/promises"
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted, Schema } from "effect"
import { PublishArticle, PublishPage } from "../../src/domain/api/content"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { MAX_FUNNEL_DAYS, OPERATOR_TOKEN_HEADER, type OperatorDocument } from "../../src/domain/api/operator"
import { DEFAULT_WEB_VITALS_DAYS, WEB_VITALS_RETENTION_DAYS } from "../../src/domain/shell/webVitals"
import { BONUS_GAMES_USAGE, bonusGamesCommand, BonusGamesInputRefused } from "./bonusGamesCommand"
import { PROMO_USAGE, promoCommand, PromoInputRefused } from "./promoCommand"
import { CASHBACK_USAGE, cashbackCommand } from "./cashbackCommand"
import { LOYALTY_USAGE, loyaltyCommand, LoyaltyInputRefused } from "./loyaltyCommand"
import { PROMOTIONS_USAGE, promotionsCommand, PromotionsInputRefused } from "./promotionsCommand"
import { PARTNERS_USAGE, partnersCommand, PartnersInputRefused } from "./partnersCommand"
import { SUPPORT_USAGE, supportCommand, SupportInputRefused } from "./supportCommand"
import { TERMS_USAGE, termsCommand, TermsInputRefused } from "./termsCommand"
import { blocksCommand, maintenanceCommand, SITE_ACCESS_USAGE, SiteAccessInputRefused } from "./siteAccessCommand"
import { REDIRECTS_USAGE, redirectsCommand, RedirectsInputRefused } from "./redirectsCommand"
import { CASINO_USAGE, casinoCommand, CasinoInputRefused } from "./casinoCommand"
import { daysUpTo, funnelTable } from "./funnel"
import { pageEventsTable } from "./pageEventsTable"
import { LIMITS_USAGE, limitsCommand, LimitsInputRefused } from "./limitsCommand"
import { findOperatorAccess } from "./operatorFile"
import { PAYMENTS_USAGE, paymentsCommand, PaymentsInputRefused } from "./paymentsCommand"
import { TOURNAMENTS_USAGE, tournamentsCommand, TournamentsInputRefused } from "./tournamentsCommand"
import { webVitalsTable } from "./webVitalsTable"

/**
 * `npm run operator -- verification list [--all] | verify <id> | reject <id> "reason"`: the operator's tool for
 * verification documents; `npm run operator -- ban <player> <level> [version]` sets a player's ban (SPEC.md 3
 * ban_level and ban_version; level 0 lifts it); `npm run operator -- analytics funnel [days]` prints the sign-in
 * funnel's counts per day (registration, sign-in and recovery steps); `npm run operator -- web-vitals [days]` prints
 * real players' web vitals, the p75 of each metric per page type (webVitalsTable.ts); `npm run operator -- newsletter send "subject"
 * <text file | ->` sends a news e-mail, with its unsubscribe link, to every player who wants news by e-mail (SPEC.md 3
 * enable_mail_news); `npm run operator -- limits show | set <currency> --min <minor> --max <minor> --max-payout <minor>`
 * shows or sets the coupon limits of a currency (limitsCommand.ts); `npm run operator -- payments withdrawals [--all] | approve <id> |
 * reject <id> "reason"` decides withdrawals (paymentsCommand.ts); `npm run operator -- casino games | add | hide | show | order`
 * keeps the casino's catalogue (casinoCommand.ts); `npm run operator -- tournaments list | create <file> | publish <id> | end <id>`
 * keeps the tournaments (tournamentsCommand.ts); `npm run operator -- cashback` prints the casino cashback paid per programme and
 * week (cashbackCommand.ts); `npm run operator -- loyalty report | catalogue` prints the loyalty points earned and spent
 * per week, or the points rules and rewards (loyaltyCommand.ts); `npm run operator -- promotions list | publish <file> | end <id>` keeps the promotions
 * (promotionsCommand.ts); `npm run operator -- partners report` reports the partner programme (partnersCommand.ts);
 * `npm run operator -- terms publish --file <file> | status` publishes the site's terms or shows who accepted them (termsCommand.ts);
 * `npm run operator -- support list [--all] | show <id> | reply <id> "text" | close <id>` answers the players' support tickets
 * (supportCommand.ts); `npm run operator -- maintenance announce | start | end | status` and `blocks add | remove | list` switch maintenance and
 * the block rules (siteAccessCommand.ts); `npm run operator -- redirects add | remove | list` keeps the redirect rules
 * (redirectsCommand.ts); `npm run operator -- content page | news | blog` publishes information pages,
 * rules, news and blog posts from Markdown. It works on the database of the server started from this folder (PGlite data folder or
 * DATABASE_URL) by calling that server's operator endpoints: an embedded database is locked by the server that
 * runs on it, and going through the server keeps the rules (who may decide, decided once) in one place.
 * OPERATOR_URL and OPERATOR_TOKEN name another server instead of the operator file.
 */

const USAGE = `usage: npm run operator -- verification list [--all]
       npm run operator -- verification verify <document id>
       npm run operator -- verification reject <document id> "reason shown to the player"
       npm run operator -- ban <player id or e-mail> <level, 0 lifts the ban> [version, default 1]
       npm run operator -- analytics funnel [days, default 14]
       npm run operator -- analytics page-events [days, default 14]
       npm run operator -- web-vitals [days, default ${DEFAULT_WEB_VITALS_DAYS}, at most ${WEB_VITALS_RETENTION_DAYS}]
       npm run operator -- newsletter send "subject" <file with the text, or - to read it from standard input>
${LIMITS_USAGE}
${PAYMENTS_USAGE}
${CASINO_USAGE}
${BONUS_GAMES_USAGE}
       npm run operator -- content page <slug, e.g. about or rules/sports/football> <en|ru> "title" <Markdown file, or -> ["description"]
       npm run operator -- content news|blog <slug> <en|ru> "title" <Markdown file, or -> ["summary"]
${TOURNAMENTS_USAGE}
${PROMO_USAGE}
${CASHBACK_USAGE}
${LOYALTY_USAGE}
${PROMOTIONS_USAGE}
${PARTNERS_USAGE}
${TERMS_USAGE}
${SITE_ACCESS_USAGE}
${REDIRECTS_USAGE}
${SUPPORT_USAGE}`

class ToolError extends Error {}

const access = async () => {
  const url = process.env["OPERATOR_URL"]
  const token = process.env["OPERATOR_TOKEN"]
  if (url && token) return { url, token: Redacted.make(token) }
  const { access: found, lookedIn } = await findOperatorAccess(process.env)
  if (found === undefined) {
    throw new ToolError(`no running Oddsfold server found for this database (nothing in ${lookedIn}): start it with npm start in this folder, or set OPERATOR_URL and OPERATOR_TOKEN`)
  }
  return found
}

const line = (d: OperatorDocument): string =>
  [
    `#${d.id}`,
    `player ${d.userId}`,
    d.kind,
    d.status + (d.reason === null ? "" : ` (${d.reason})`),
    `${d.contentType} ${Math.ceil(d.size / 1024)} KiB`,
    JSON.stringify(d.fileName),
    new Date(d.uploadedAt).toISOString()
  ].join("  ")

/** A ban level or version: a whole number from 0 to 1000. */
const banNumber = (what: string, text: string | undefined): number => {
  const n = Number(text)
  if (text === undefined || text.trim() === "" || !Number.isInteger(n) || n < 0 || n > 1000) {
    throw new ToolError(`a ban ${what} is a whole number from 0 to 1000, not ${JSON.stringify(text ?? "")}\n${USAGE}`)
  }
  return n
}

/** How many days the funnel shows: 14 unless told, at most MAX_FUNNEL_DAYS. */
const funnelDays = (text: string | undefined): number => {
  if (text === undefined) return 14
  const n = Number(text)
  if (text.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_FUNNEL_DAYS) {
    throw new ToolError(`the funnel shows 1 to ${MAX_FUNNEL_DAYS} days, not ${JSON.stringify(text)}\n${USAGE}`)
  }
  return n
}

/** How many days the web vitals reach back: DEFAULT_WEB_VITALS_DAYS unless told, at most the days they are kept. */
const webVitalsDays = (text: string | undefined): number => {
  if (text === undefined) return DEFAULT_WEB_VITALS_DAYS
  const n = Number(text)
  if (text.trim() === "" || !Number.isInteger(n) || n < 1 || n > WEB_VITALS_RETENTION_DAYS) {
    throw new ToolError(`web vitals are kept ${WEB_VITALS_RETENTION_DAYS} days: ask for 1 to ${WEB_VITALS_RETENTION_DAYS}, not ${JSON.stringify(text)}\n${USAGE}`)
  }
  return n
}

const documentId = (text: string | undefined): number => {
  const id = Number(text)
  if (!Number.isInteger(id) || id <= 0) throw new ToolError(`a document id is a positive whole number, not ${JSON.stringify(text ?? "")}\n${USAGE}`)
  return id
}

/** A news e-mail's text: a UTF-8 file, or standard input for "-". */
const newsText = async (source: string | undefined): Promise<string> => {
  if (source === undefined || source.trim() === "") throw new ToolError(`a newsletter needs its text: a file, or - for standard input\n${USAGE}`)
  if (source !== "-") return readFile(source, "utf8").catch(() => Promise.reject(new ToolError(`cannot read ${JSON.stringify(source)}`)))
  const chunks: Array<Buffer> = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

/** What the operator asked for, as one call of the operator group. */
const program = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    const [area, action, id, ...rest] = args
    if (area === "ban") {
      if (action === undefined || action.trim() === "") return yield* Effect.fail(new ToolError(USAGE))
      const level = banNumber("level", id)
      const version = rest[0] === undefined ? 1 : banNumber("version", rest[0])
      const ban = yield* client.operator.ban({ payload: { player: action, level, version } })
      const who = `player ${ban.userId}${ban.email === null ? "" : ` (${ban.email})`}`
      return ban.banLevel === 0 ? `not banned: ${who}` : `banned: ${who} at level ${ban.banLevel}, version ${ban.banVersion}`
    }
    if (area === "analytics") {
      if (action === "page-events") {
        const days = funnelDays(id)
        return pageEventsTable(yield* client.operatorConsent.pageEventCounts({ urlParams: { days } }), daysUpTo(Date.now(), days))
      }
      if (action !== "funnel") return yield* Effect.fail(new ToolError(USAGE))
      const days = funnelDays(id)
      return funnelTable(yield* client.operator.analyticsFunnel({ urlParams: { days } }), daysUpTo(Date.now(), days))
    }
    if (area === "web-vitals") {
      if (id !== undefined) return yield* Effect.fail(new ToolError(USAGE))
      const days = webVitalsDays(action)
      return webVitalsTable(yield* client.operator.webVitals({ urlParams: { days } }), days)
    }
    if (area === "limits") {
      return yield* limitsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof LimitsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "payments") {
      return yield* paymentsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof PaymentsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "casino") {
      return yield* casinoCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof CasinoInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "bonus-games") {
      return yield* bonusGamesCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof BonusGamesInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "tournaments") {
      return yield* tournamentsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof TournamentsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "promotions") {
      return yield* promotionsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof PromotionsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "promo") {
      return yield* promoCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof PromoInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "cashback") return yield* cashbackCommand(url, token)
    if (area === "loyalty") {
      return yield* loyaltyCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof LoyaltyInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "partners") {
      return yield* partnersCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof PartnersInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "terms") {
      return yield* termsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof TermsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "support") {
      return yield* supportCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof SupportInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "maintenance" || area === "blocks") {
      return yield* (area === "maintenance" ? maintenanceCommand : blocksCommand)(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof SiteAccessInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "redirects") {
      return yield* redirectsCommand(args.slice(1), url, token).pipe(
        Effect.mapError((error) => (error instanceof RedirectsInputRefused ? new ToolError(`${error.message}\n${USAGE}`) : error))
      )
    }
    if (area === "content") {
      // Publishes an information page, a rules section, a news article or a blog post from Markdown (the server
      // sanitizes it); the same slug and language again replaces it.
      const [lng, title, source, about = ""] = rest
      if ((action !== "page" && action !== "news" && action !== "blog") || id === undefined || title === undefined) return yield* Effect.fail(new ToolError(USAGE))
      const markdown = yield* Effect.tryPromise({ try: () => newsText(source), catch: (error) => (error instanceof ToolError ? error : new ToolError(String(error))) })
      const decoded =
        action === "page"
          ? Schema.decodeUnknownEither(PublishPage)({ slug: id, lng, title, description: about, markdown })
          : Schema.decodeUnknownEither(PublishArticle)({ slug: id, kind: action, lng, title, summary: about, markdown })
      if (decoded._tag === "Left") return yield* Effect.fail(new ToolError(`not published: ${decoded.left.message}\n${USAGE}`))
      const published =
        "kind" in decoded.right
          ? yield* client.operatorContent.publishArticle({ payload: decoded.right })
          : yield* client.operatorContent.publishPage({ payload: decoded.right })
      return `published: ${published.path} at ${new Date(published.publishedAt).toISOString()}`
    }
    if (area === "newsletter") {
      if (action !== "send" || id === undefined || id.trim() === "") return yield* Effect.fail(new ToolError(USAGE))
      const text = yield* Effect.tryPromise({ try: () => newsText(rest[0]), catch: (error) => (error instanceof ToolError ? error : new ToolError(String(error))) })
      if (text.trim() === "") return yield* Effect.fail(new ToolError("the newsletter's text is empty"))
      const { recipients } = yield* client.operator.sendNewsletter({ payload: { subject: id, text } })
      return `newsletter sent to ${recipients} player${recipients === 1 ? "" : "s"} who want news by e-mail`
    }
    if (area !== "verification") return yield* Effect.fail(new ToolError(USAGE))
    switch (action) {
      case "list": {
        const documents = yield* client.operator.documents({ urlParams: { status: rest.includes("--all") || id === "--all" ? "all" : "pending" } })
        return documents.length === 0 ? "no documents waiting" : documents.map(line).join("\n")
      }
      case "verify":
        return `verified: ${line(yield* client.operator.verify({ path: { id: documentId(id) } }))}`
      case "reject": {
        const reason = rest.join(" ").trim()
        if (reason === "") return yield* Effect.fail(new ToolError(`a rejection needs a reason for the player\n${USAGE}`))
        return `rejected: ${line(yield* client.operator.reject({ path: { id: documentId(id) }, payload: { reason } }))}`
      }
      default:
        return yield* Effect.fail(new ToolError(USAGE))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))

/** Typed refusals of the server, said as an operator reads them. */
const explain = (error: unknown, url: string): string => {
  if (error instanceof ToolError) return error.message
  const tag = (error as { _tag?: string })._tag
  const message = (error as { message?: string }).message ?? String(error)
  switch (tag) {
    case "OperatorUnauthorized":
      return `the server at ${url} refused the operator token (an operator file left by an earlier run?)`
    case "DocumentNotFound":
      return "there is no document with that id"
    case "PlayerNotFound":
      return "there is no player with that id or e-mail"
    case "PromoCodeExists":
      return `not made: ${message}`
    case "PaymentNotFound":
      return "there is no withdrawal with that id"
    case "CasinoGameNotFound":
      return "there is no game with that id"
    case "TournamentNotFound":
      return "there is no tournament with that id"
    case "PromotionNotFound":
      return "there is no promotion with that id"
    case "PromotionRefused":
      return `not published: ${message}`
    case "SiteAccessRefused":
      return `not made: ${message}`
    case "SiteAccessNotFound":
      return message
    case "TournamentChangeRefused":
      return `not made: ${message}`
    case "CatalogueChangeRefused":
      return `not changed: ${message}`
    case "WithdrawalRefused":
      return `not changed: ${message}`
    case "SupportTicketNotFound":
      return "there is no ticket with that id"
    case "SupportRefused":
      return `not changed: ${message}`
    case "DocumentAlreadyDecided":
      return `not changed: ${message}`
    case "RequestError":
      return `the server at ${url} does not answer: is it still running?`
    default:
      return `${tag ?? "error"}: ${message}`
  }
}

const main = async () => {
  try {
    const { token, url } = await access()
    const result = await Effect.runPromise(Effect.either(program(process.argv.slice(2), url, token)))
    if (result._tag === "Left") throw new ToolError(explain(result.left, url))
    console.log(result.right)
  } catch (error) {
    console.error(`operator: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}

void main()
