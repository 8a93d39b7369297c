import { Clock, Context, Effect, Layer } from "effect"
import {
  type AddBlockRule,
  type AnnounceMaintenance,
  type OperatorBlockRule,
  type OperatorMaintenanceWindow,
  SiteAccessNotFound,
  SiteAccessRefused
} from "../../src/domain/api/siteAccess"
import { type BlockAnswer, type BlockRule, type BlockVisitor, blockAnswerFor, SITE_WIDE_REASONS } from "../../src/domain/shell/blocking"
import { type MaintenanceState, type MaintenanceWindowFacts, maintenancePhase, maintenanceStateFor } from "../../src/domain/shell/maintenance"
import { keptFor } from "./keptFor"
import { type BlockRuleRow, type MaintenanceRow, makeSiteAccessRepo } from "./repo"

export interface SiteAccessServiceShape {
  readonly maintenanceFor: (geoCountry: string | null) => Effect.Effect<MaintenanceState>
  readonly blockFor: (visitor: BlockVisitor) => Effect.Effect<BlockAnswer>
  readonly windows: Effect.Effect<ReadonlyArray<OperatorMaintenanceWindow>>
  readonly announce: (window: AnnounceMaintenance) => Effect.Effect<OperatorMaintenanceWindow, SiteAccessRefused>
  readonly start: (id: number | undefined) => Effect.Effect<OperatorMaintenanceWindow, SiteAccessNotFound>
  readonly end: (id: number | undefined) => Effect.Effect<ReadonlyArray<OperatorMaintenanceWindow>>
  readonly rules: Effect.Effect<ReadonlyArray<OperatorBlockRule>>
  readonly addRule: (rule: AddBlockRule) => Effect.Effect<OperatorBlockRule, SiteAccessRefused>
  readonly removeRule: (id: number) => Effect.Effect<OperatorBlockRule, SiteAccessNotFound>
}

export class SiteAccessService extends Context.Tag("oddsfold/server/SiteAccessService")<SiteAccessService, SiteAccessServiceShape>() {}

const factsOf = (row: MaintenanceRow): MaintenanceWindowFacts => ({
  notifyFrom: row.notify_from.getTime(),
  startAt: row.starts_at.getTime(),
  finishAt: row.finishes_at.getTime(),
  startedAt: row.started_at?.getTime() ?? null,
  endedAt: row.ended_at?.getTime() ?? null,
  countries: row.countries === "" ? [] : row.countries.split(",")
})

const operatorWindowOf = (row: MaintenanceRow, now: number): OperatorMaintenanceWindow => {
  const facts = factsOf(row)
  return { id: row.id, ...facts, phase: maintenancePhase(facts, now) }
}

const ruleOf = (row: BlockRuleRow): BlockRule => ({
  scope: row.scope,
  country: row.country,
  browser: row.browser,
  reason: row.reason,
  displayTypeId: row.display_type,
  templateTypeId: row.template_type,
  guestsOnly: row.guests_only
})

const operatorRuleOf = (row: BlockRuleRow): OperatorBlockRule => ({ id: row.id, ...ruleOf(row) })

const refused = (field: string, message: string) => new SiteAccessRefused({ field, message })

export const SiteAccessServiceLive = Layer.effect(
  SiteAccessService,
  Effect.gen(function* () {
    const repo = yield* makeSiteAccessRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    // The windows not over when read: a window that ends meanwhile is judged over by its times at each answer.
    const openWindows = keptFor(Effect.flatMap(now, (at) => Effect.map(repo.openWindows(at), (rows) => rows.map(factsOf))))
    const rules = keptFor(Effect.map(repo.rules, (rows) => rows.map(ruleOf)))

    const validRule = (rule: AddBlockRule): SiteAccessRefused | undefined => {
      if (rule.scope === "country" && (rule.country === null || rule.browser !== null)) return refused("country", "a country rule names one country and no browser")
      if (rule.scope === "browser" && (rule.browser === null || rule.country !== null)) return refused("browser", "a browser rule names a part of the user agent and no country")
      if (rule.scope === "site" && (rule.country !== null || rule.browser !== null)) return refused("scope", "a rule for the whole site names no country or browser")
      if (rule.scope === "site" && !SITE_WIDE_REASONS.includes(rule.reason)) return refused("reason", "the whole site is closed only for site updates (4), coming soon (8) or a suspension (16)")
      return undefined
    }

    return {
      maintenanceFor: (geoCountry) => Effect.zipWith(openWindows.get, Clock.currentTimeMillis, (windows, at) => maintenanceStateFor(windows, geoCountry, at)),
      blockFor: (visitor) => Effect.map(rules.get, (list) => blockAnswerFor(list, visitor)),
      windows: Effect.zipWith(repo.recentWindows, Clock.currentTimeMillis, (rows, at) => rows.map((row) => operatorWindowOf(row, at))),
      announce: (w) =>
        Effect.gen(function* () {
          const at = yield* now
          if (w.notifyFrom > w.startAt) return yield* Effect.fail(refused("notifyFrom", "the announcement starts before the maintenance does"))
          if (w.finishAt <= w.startAt) return yield* Effect.fail(refused("finishAt", "a maintenance ends after it starts"))
          if (w.finishAt <= at.getTime()) return yield* Effect.fail(refused("finishAt", "that maintenance would be over already"))
          const countries = [...new Set(w.countries)].sort().join(",")
          const row = yield* repo.announce({ notifyFrom: new Date(w.notifyFrom), startAt: new Date(w.startAt), finishAt: new Date(w.finishAt), countries }, at)
          yield* openWindows.forget
          return operatorWindowOf(row, at.getTime())
        }),
      start: (id) =>
        Effect.gen(function* () {
          const at = yield* now
          // No id: the window not over that starts first.
          const target = id ?? (yield* repo.openWindows(at))[0]?.id
          const row = target === undefined ? undefined : yield* repo.start(target, at)
          if (row === undefined) return yield* Effect.fail(new SiteAccessNotFound({ message: id === undefined ? "no maintenance is announced" : `no maintenance ${id} that is not over` }))
          yield* openWindows.forget
          return operatorWindowOf(row, at.getTime())
        }),
      end: (id) =>
        Effect.gen(function* () {
          const at = yield* now
          const rows = yield* repo.end(id, at)
          yield* openWindows.forget
          return rows.map((row) => operatorWindowOf(row, at.getTime()))
        }),
      rules: Effect.map(repo.rules, (rows) => rows.map(operatorRuleOf)),
      addRule: (rule) =>
        Effect.gen(function* () {
          const problem = validRule(rule)
          if (problem !== undefined) return yield* Effect.fail(problem)
          const row = yield* repo.addRule(
            {
              scope: rule.scope,
              country: rule.country,
              browser: rule.browser,
              reason: rule.reason,
              displayType: rule.displayTypeId,
              templateType: rule.templateTypeId,
              guestsOnly: rule.guestsOnly
            },
            yield* now
          )
          yield* rules.forget
          return operatorRuleOf(row)
        }),
      removeRule: (id) =>
        Effect.gen(function* () {
          const row = yield* repo.removeRule(id)
          if (row === undefined) return yield* Effect.fail(new SiteAccessNotFound({ message: `no block rule ${id}` }))
          yield* rules.forget
          return operatorRuleOf(row)
        })
    }
  })
)
