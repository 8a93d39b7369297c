import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, type Redacted, Redacted as R, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { AddBlockRule, AnnounceMaintenance, type OperatorBlockRule, type OperatorMaintenanceWindow } from "../../src/domain/api/siteAccess"

/**
 * The operator tool's `maintenance` and `blocks` commands (SPEC.md 4 "Maintenance", "Blocking"). Maintenance: announce a
 * window (its notification shows from --notify, default now; the site is down from --start to --end; --countries
 * limits it to visitors of those geo countries), start one now (the next one, or by id), end one now (every one not
 * over, or by id), and the status of the recent ones. Blocks: add a rule for one geo country, one browser (a part of the
 * user agent) or the whole site, with its reason code, display type (default 1) and template type (default 0),
 * optionally for guests only; remove one; list them.
 */

export const SITE_ACCESS_USAGE = `       npm run operator -- maintenance status
       npm run operator -- maintenance announce --start <ISO time> --end <ISO time> [--notify <ISO time, default now>] [--countries AZ,KZ]
       npm run operator -- maintenance start [window id, default the next one]
       npm run operator -- maintenance end [window id, default every one not over]
       npm run operator -- blocks list
       npm run operator -- blocks add country <country code> <reason> [--display <type, default 1>] [--template <type, default 0>] [--guests]
       npm run operator -- blocks add browser "<part of the user agent>" <reason> [--display <type>] [--template <type>] [--guests]
       npm run operator -- blocks add site <reason: 4 site updates, 8 coming soon, 16 suspension> [--display <type>] [--template <type>] [--guests]
       npm run operator -- blocks remove <rule id>`

/** The operator's input is not a maintenance or blocks command: nothing was sent. */
export class SiteAccessInputRefused extends Error {}

const time = (ms: number | null): string => (ms === null ? "-" : new Date(ms).toISOString())

export const windowLine = (w: OperatorMaintenanceWindow): string =>
  [
    `#${w.id}`,
    w.phase.toUpperCase(),
    `notify ${time(w.notifyFrom)}`,
    `down ${time(w.startedAt ?? w.startAt)} – ${time(w.endedAt ?? w.finishAt)}`,
    w.countries.length === 0 ? "everyone" : w.countries.join(",")
  ].join("  ")

export const ruleLine = (r: OperatorBlockRule): string =>
  [
    `#${r.id}`,
    r.scope === "site" ? "site" : r.scope === "country" ? `country ${r.country}` : `browser ${JSON.stringify(r.browser)}`,
    `reason ${r.reason}`,
    `display ${r.displayTypeId}`,
    `template ${r.templateTypeId}`,
    r.guestsOnly ? "guests only" : "everyone"
  ].join("  ")

/** `--name value` options and the words left. */
const optionsOf = (args: ReadonlyArray<string>): { readonly words: ReadonlyArray<string>; readonly options: ReadonlyMap<string, string> } => {
  const words: Array<string> = []
  const options = new Map<string, string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === "--guests") options.set("guests", "yes")
    else if (arg.startsWith("--")) options.set(arg.slice(2), args[++i] ?? "")
    else words.push(arg)
  }
  return { words, options }
}

const instant = (name: string, text: string | undefined) => {
  const ms = text === undefined ? Number.NaN : Date.parse(text)
  return Number.isNaN(ms) ? Effect.fail(new SiteAccessInputRefused(`--${name} is a time such as 2030-01-05T01:00:00Z, not ${JSON.stringify(text ?? "")}`)) : Effect.succeed(ms)
}

const wholeNumber = (what: string, text: string | undefined) => {
  const n = Number(text)
  return text === undefined || text.trim() === "" || !Number.isInteger(n) || n <= 0
    ? Effect.fail(new SiteAccessInputRefused(`${what} is a positive whole number, not ${JSON.stringify(text ?? "")}`))
    : Effect.succeed(n)
}

const decoded = <A, I>(schema: Schema.Schema<A, I>, value: unknown, what: string) =>
  Schema.decodeUnknown(schema)(value).pipe(Effect.mapError((error) => new SiteAccessInputRefused(`${what}: ${error.message}`)))

const clientOf = (url: string, token: Redacted.Redacted<string>) =>
  HttpApiClient.make(OddsfoldApi, { baseUrl: url, transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, R.value(token))) })

export const maintenanceCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const client = (yield* clientOf(url, token)).operatorSiteAccess
    const { words, options } = optionsOf(args)
    const [action, id] = words
    switch (action) {
      case "status": {
        const windows = yield* client.maintenanceWindows()
        return windows.length === 0 ? "no maintenance windows" : windows.map(windowLine).join("\n")
      }
      case "announce": {
        const startAt = yield* instant("start", options.get("start"))
        const finishAt = yield* instant("end", options.get("end"))
        const notifyFrom = options.has("notify") ? yield* instant("notify", options.get("notify")) : Math.min(Date.now(), startAt)
        const countries = (options.get("countries") ?? "").split(",").map((c) => c.trim().toUpperCase()).filter((c) => c !== "")
        const payload = yield* decoded(AnnounceMaintenance, { notifyFrom, startAt, finishAt, countries }, "not announced")
        return `announced: ${windowLine(yield* client.announceMaintenance({ payload }))}`
      }
      case "start": {
        const target = id === undefined ? {} : { id: yield* wholeNumber("a window id", id) }
        return `started: ${windowLine(yield* client.startMaintenance({ payload: target }))}`
      }
      case "end": {
        const target = id === undefined ? {} : { id: yield* wholeNumber("a window id", id) }
        const ended = yield* client.endMaintenance({ payload: target })
        return ended.length === 0 ? "no maintenance was on or announced" : ended.map((w) => `ended: ${windowLine(w)}`).join("\n")
      }
      default:
        return yield* Effect.fail(new SiteAccessInputRefused(`maintenance takes status, announce, start or end, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))

export const blocksCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const client = (yield* clientOf(url, token)).operatorSiteAccess
    const { words, options } = optionsOf(args)
    const [action, ...rest] = words
    switch (action) {
      case "list": {
        const rules = yield* client.blockRules()
        return rules.length === 0 ? "no block rules" : rules.map(ruleLine).join("\n")
      }
      case "add": {
        const [scope, first, second] = rest
        const named = scope === "site" ? undefined : first
        const reasonText = scope === "site" ? first : second
        const number = (name: string) => (options.has(name) ? Number(options.get(name)) : undefined)
        const payload = yield* decoded(
          AddBlockRule,
          {
            scope,
            country: scope === "country" ? named?.toUpperCase() : null,
            browser: scope === "browser" ? named : null,
            reason: Number(reasonText),
            ...(options.has("display") ? { displayTypeId: number("display") } : {}),
            ...(options.has("template") ? { templateTypeId: number("template") } : {}),
            guestsOnly: options.has("guests")
          },
          "not added"
        )
        return `added: ${ruleLine(yield* client.addBlockRule({ payload }))}`
      }
      case "remove":
        return `removed: ${ruleLine(yield* client.removeBlockRule({ path: { id: yield* wholeNumber("a rule id", rest[0]) } }))}`
      default:
        return yield* Effect.fail(new SiteAccessInputRefused(`blocks takes list, add or remove, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
