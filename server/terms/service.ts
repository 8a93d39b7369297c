import { Context, Effect, Layer, Option } from "effect"
import type { OperatorTermsStatus, PublishTerms, TermsRules, TermsStatus } from "../../src/domain/api/terms"
import { TermsNotFound, TermsVersionStale } from "../../src/domain/api/terms"
import { CONFIRM_TERMS_FEATURE, mustConfirmTerms } from "../../src/domain/terms/guard"
import { ConfigService } from "../config/service"
import { markdownToHtml } from "../content/markdown"
import { CurrentTerms } from "./currentTerms"
import { makeTermsRepo, type TermsRow } from "./repo"

export interface TermsServiceShape {
  /** The player's terms status: whether they must confirm the current terms, and when those were published. */
  readonly status: (userId: number) => Effect.Effect<TermsStatus>
  /** The current terms' summary and rules confirm entries in a language (links to the site's pages in it). */
  readonly rules: (lng: "en" | "ru") => Effect.Effect<TermsRules, TermsNotFound>
  /** The player accepts `version`, which must be the current one; again (or twice at once) changes nothing. */
  readonly confirm: (userId: number, version: number) => Effect.Effect<TermsStatus, TermsVersionStale>
  /** The operator publishes the next version: every player on an older one must confirm it. */
  readonly publish: (terms: PublishTerms) => Effect.Effect<{ readonly version: number; readonly publishedAt: number }>
  readonly operatorStatus: Effect.Effect<OperatorTermsStatus>
}

export class TermsService extends Context.Tag("oddsfold/server/TermsService")<TermsService, TermsServiceShape>() {}

const inLanguage = (row: TermsRow, lng: "en" | "ru"): TermsRules => ({
  version: row.version,
  updatedAt: row.published_at.getTime(),
  summary: row.summary_html[lng],
  entries: row.entries.map((entry) => ({
    link: `/${lng}/${entry.link}`,
    tags: entry.tags,
    subRules: [...entry.subRules].sort((a, b) => a.position - b.position).map((rule) => ({ position: rule.position, text: rule.text[lng] }))
  }))
})

export const TermsServiceLive = Layer.effect(
  TermsService,
  Effect.gen(function* () {
    const repo = yield* makeTermsRepo
    const current = yield* CurrentTerms
    const config = yield* ConfigService
    const enabled = () => config.siteConfig().features[CONFIRM_TERMS_FEATURE] === true
    // A version never changes once published: its rows are read once.
    const versions = new Map<number, TermsRow>()

    const statusOf = (accepted: number | null): TermsStatus => {
      const now = Option.getOrNull(current.now())
      return {
        result: mustConfirmTerms({ enabled: enabled(), current: now?.version ?? null, accepted }),
        updatedAt: now === null ? null : now.published_at.getTime(),
        version: now?.version ?? null
      }
    }

    return {
      status: (userId) => Effect.map(repo.accepted(userId), (accepted) => statusOf(Option.getOrNull(accepted))),
      rules: (lng) =>
        Effect.gen(function* () {
          const now = current.now()
          if (Option.isNone(now)) return yield* new TermsNotFound({ message: "no terms are published" })
          let row = versions.get(now.value.version)
          if (row === undefined) {
            const read = yield* repo.terms(now.value.version)
            if (Option.isNone(read)) return yield* new TermsNotFound({ message: "no terms are published" })
            row = read.value
            versions.set(row.version, row)
          }
          return inLanguage(row, lng)
        }),
      confirm: (userId, version) =>
        Effect.gen(function* () {
          const accepted = yield* repo.confirm(userId, version)
          if (Option.isNone(accepted)) {
            // This server may not have heard of a newer version yet: the answer names the one the database has.
            yield* current.reread
            return yield* new TermsVersionStale({
              message: "these are not the current terms: read them again",
              current: Option.getOrNull(Option.map(current.now(), (row) => row.version))
            })
          }
          return statusOf(accepted.value)
        }),
      publish: (terms) =>
        Effect.gen(function* () {
          const summaryHtml = { en: markdownToHtml(terms.summary.en, "en"), ru: markdownToHtml(terms.summary.ru, "ru") }
          const row = yield* repo.publish(summaryHtml, terms.entries)
          // This server gates with the new version at once; the others when they hear the notice.
          yield* current.reread
          return { version: row.version, publishedAt: row.published_at.getTime() }
        }),
      operatorStatus: Effect.gen(function* () {
        const now = yield* repo.current
        const counts = yield* repo.counts
        return {
          version: Option.getOrNull(Option.map(now, (row) => row.version)),
          publishedAt: Option.getOrNull(Option.map(now, (row) => row.published_at.getTime())),
          confirmationEnabled: enabled(),
          accepted: counts.accepted,
          pending: counts.pending
        }
      })
    }
  })
)
