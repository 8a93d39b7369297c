import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, type Redacted, Redacted as R, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { AddRedirectRule, type OperatorRedirectRule } from "../../src/domain/api/operatorRedirects"

/**
 * The operator tool's `redirects` command (SPEC.md 3 "Redirect service response"): move a page of the site (its path
 * after the language segment, in every language) to another one, permanently (301, the default) or for now (--temporary,
 * 302), with the reason; remove a rule; list them. The server refuses a second rule for a page and a rule that would
 * close a loop.
 */

export const REDIRECTS_USAGE = `       npm run operator -- redirects list
       npm run operator -- redirects add <from path, e.g. /news/old-title> <to path> "<reason>" [--temporary]
       npm run operator -- redirects remove <rule id>`

/** The operator's input is not a redirects command: nothing was sent. */
export class RedirectsInputRefused extends Error {}

export const redirectRuleLine = (r: OperatorRedirectRule): string => [`#${r.id}`, `${r.from} → ${r.to}`, String(r.code), JSON.stringify(r.reason)].join("  ")

export const redirectsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const client = (yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, R.value(token)))
    })).operatorRedirects
    const temporary = args.includes("--temporary")
    const [action, ...rest] = args.filter((arg) => arg !== "--temporary")
    switch (action) {
      case "list": {
        const rules = yield* client.redirectRules()
        return rules.length === 0 ? "no redirect rules" : rules.map(redirectRuleLine).join("\n")
      }
      case "add": {
        const [from, to, reason] = rest
        const payload = yield* Schema.decodeUnknown(AddRedirectRule)({ from, to, reason, code: temporary ? 302 : 301 }).pipe(
          Effect.mapError((error) => new RedirectsInputRefused(`not added: ${error.message}`))
        )
        return `added: ${redirectRuleLine(yield* client.addRedirectRule({ payload }))}`
      }
      case "remove": {
        const id = Number(rest[0])
        if (!Number.isInteger(id) || id <= 0) return yield* Effect.fail(new RedirectsInputRefused(`a rule id is a positive whole number, not ${JSON.stringify(rest[0] ?? "")}`))
        return `removed: ${redirectRuleLine(yield* client.removeRedirectRule({ path: { id } }))}`
      }
      default:
        return yield* Effect.fail(new RedirectsInputRefused(`redirects takes list, add or remove, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
