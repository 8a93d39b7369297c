import { Clock, Context, Effect, Layer } from "effect"
import { type AddRedirectRule, type OperatorRedirectRule, RedirectRuleNotFound, RedirectRuleRefused } from "../../src/domain/api/operatorRedirects"
import { closesLoop, type RedirectAnswer, type RedirectRule, redirectKey, resolveRedirect } from "../../src/domain/shell/redirects"
import { keptFor } from "./keptFor"
import { makeRedirectRepo, type RedirectRuleRow } from "./redirectRepo"

export interface RedirectServiceShape {
  /** Where the page at this address (path with its language segment, and query) goes. */
  readonly redirectFor: (url: string) => Effect.Effect<RedirectAnswer>
  readonly rules: Effect.Effect<ReadonlyArray<OperatorRedirectRule>>
  readonly addRule: (rule: AddRedirectRule) => Effect.Effect<OperatorRedirectRule, RedirectRuleRefused>
  readonly removeRule: (id: number) => Effect.Effect<OperatorRedirectRule, RedirectRuleNotFound>
}

export class RedirectService extends Context.Tag("oddsfold/server/RedirectService")<RedirectService, RedirectServiceShape>() {}

const operatorRuleOf = (row: RedirectRuleRow): OperatorRedirectRule => ({ id: row.id, from: row.from_path, to: row.to_path, code: row.code, reason: row.reason })

const ruleMapOf = (rows: ReadonlyArray<RedirectRuleRow>): ReadonlyMap<string, RedirectRule> =>
  new Map(rows.map((row) => [row.from_path, { from: row.from_path, to: row.to_path, code: row.code, reason: row.reason }]))

/**
 * The operator's redirect rules and the answers made from them: every page load and every move inside the site asks,
 * so the rules are read at most once per SITE_ACCESS_READ_MS per process (keptFor), like the block rules.
 */
export const RedirectServiceLive = Layer.effect(
  RedirectService,
  Effect.gen(function* () {
    const repo = yield* makeRedirectRepo
    const ruleMap = keptFor(Effect.map(repo.rules, ruleMapOf))
    return {
      redirectFor: (url) => Effect.map(ruleMap.get, (rules) => resolveRedirect(rules, url)),
      rules: Effect.map(repo.rules, (rows) => rows.map(operatorRuleOf)),
      addRule: (rule) =>
        Effect.gen(function* () {
          const from = redirectKey(rule.from)
          const to = redirectKey(rule.to)
          if (from === to) return yield* Effect.fail(new RedirectRuleRefused({ field: "to", message: "a page cannot be moved to itself" }))
          if (closesLoop(ruleMapOf(yield* repo.rules), from, to)) {
            return yield* Effect.fail(new RedirectRuleRefused({ field: "to", message: `${to} already leads back to ${from}: the two rules would make a loop` }))
          }
          const row = yield* repo.add({ from, to, code: rule.code, reason: rule.reason }, new Date(yield* Clock.currentTimeMillis))
          if (row === undefined) return yield* Effect.fail(new RedirectRuleRefused({ field: "from", message: `${from} is moved by a rule already: remove it first` }))
          yield* ruleMap.forget
          return operatorRuleOf(row)
        }),
      removeRule: (id) =>
        Effect.gen(function* () {
          const row = yield* repo.remove(id)
          if (row === undefined) return yield* Effect.fail(new RedirectRuleNotFound({ message: `no redirect rule ${id}` }))
          yield* ruleMap.forget
          return operatorRuleOf(row)
        })
    }
  })
)
