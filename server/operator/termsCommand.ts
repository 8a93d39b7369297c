import { readFile } from "node:fs/promises"
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Either, Redacted, Schema } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { type OperatorTermsStatus, PublishTerms } from "../../src/domain/api/terms"

/**
 * The operator tool's `terms` commands: `terms publish --file <file>` publishes the next version of the site's terms,
 * which every signed-in player must confirm before anything else while the site config's feature confirmTerms is on;
 * the file is JSON (src/domain/api/terms.ts PublishTerms: the summary in Markdown per language, and the rules
 * confirm entries: link, tags, sub-rules with their position and text per language) or Markdown, which is then the
 * summary in every language with no entries. `terms status` shows the current version and how many players accepted it.
 */

export const TERMS_USAGE = `       npm run operator -- terms publish --file <JSON or Markdown file of the new terms>
       npm run operator -- terms status`

/** The operator's input is not a terms command: nothing was sent. */
export class TermsInputRefused extends Error {}

export const termsStatusText = (status: OperatorTermsStatus): string =>
  [
    status.version === null ? "no terms published" : `terms version ${status.version}, published ${new Date(status.publishedAt ?? 0).toISOString()}`,
    `confirmation ${status.confirmationEnabled ? "on" : "off (the site config's feature confirmTerms)"}`,
    `players on it: ${status.accepted}, still to confirm: ${status.pending}`
  ].join("\n")

/** The file as new terms: JSON of PublishTerms, or else Markdown as the summary in both languages. */
export const termsOfFile = (text: string): Either.Either<PublishTerms, string> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const decoded = Schema.decodeUnknownEither(PublishTerms)(json === undefined ? { summary: { en: text, ru: text }, entries: [] } : json)
  return Either.mapLeft(decoded, (error) => error.message)
}

const termsFile = (args: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const [flag, path, ...rest] = args
    if (flag !== "--file" || path === undefined || rest.length > 0) return yield* Effect.fail(new TermsInputRefused("publish needs --file <JSON or Markdown file>"))
    const text = yield* Effect.tryPromise({ try: () => readFile(path, "utf8"), catch: () => new TermsInputRefused(`cannot read ${JSON.stringify(path)}`) })
    return yield* Either.match(termsOfFile(text), {
      onLeft: (message) => Effect.fail(new TermsInputRefused(`not published, the terms are not ones the site takes: ${message}`)),
      onRight: Effect.succeed
    })
  })

export const termsCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, ...rest] = args
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    switch (action) {
      case "publish": {
        const published = yield* client.operatorTerms.publish({ payload: yield* termsFile(rest) })
        return `published: terms version ${published.version} at ${new Date(published.publishedAt).toISOString()}`
      }
      case "status":
        if (rest.length > 0) return yield* Effect.fail(new TermsInputRefused("status takes nothing more"))
        return termsStatusText(yield* client.operatorTerms.status())
      default:
        return yield* Effect.fail(new TermsInputRefused(`terms takes publish or status, not ${JSON.stringify(action ?? "")}`))
    }
  }).pipe(Effect.provide(FetchHttpClient.layer))
