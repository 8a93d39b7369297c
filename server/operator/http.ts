import { HttpApiBuilder } from "@effect/platform"
import { OperatorAccessLive } from "./access"
import { Effect, Layer, Option, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { PlayerNotFound } from "../../src/domain/api/operator"
import { normalizeEmail } from "../../src/domain/session/credentials"
import { makePlayerRepo } from "../session/playerRepo"
import { Newsletters } from "../account/newsletter"
import { VerificationService } from "../account/verification"
import { AnalyticsEvents } from "../session/analytics"
import { DEFAULT_WEB_VITALS_DAYS } from "../../src/domain/shell/webVitals"
import { WebVitalsStore } from "../session/webVitals"
import { CouponLimitsTable } from "../coupon/limits"

export interface OperatorHttpOptions {
  /** The token the operator tool sends; without one every operator call is refused. */
  readonly operatorToken?: Redacted.Redacted<string> | undefined
}

/** The funnel the operator sees without asking for more: the last two weeks. */
export const DEFAULT_FUNNEL_DAYS = 14

/**
 * The operator group: the verification queue and the decisions on it, bans, news e-mails, the analytics funnel, the web
 * vitals and the coupon limits, for the holder of the operator token.
 */
export const OperatorHttpLive = (options: OperatorHttpOptions) =>
  HttpApiBuilder.group(OddsfoldApi, "operator", (handlers) =>
    Effect.gen(function* () {
      const verification = yield* VerificationService
      const players = yield* makePlayerRepo
      const newsletters = yield* Newsletters
      const analytics = yield* AnalyticsEvents
      const webVitals = yield* WebVitalsStore
      const couponLimits = yield* CouponLimitsTable
      const ban = (payload: { readonly player: string; readonly level: number; readonly version: number }) =>
        Effect.gen(function* () {
          const found = /^[0-9]{1,15}$/.test(payload.player) ? yield* players.byId(Number(payload.player)) : yield* players.byEmail(normalizeEmail(payload.player))
          if (Option.isNone(found)) return yield* new PlayerNotFound({ message: `no player ${payload.player}` })
          const id = found.value.id
          yield* players.setBan({ id, level: payload.level, version: payload.version })
          return { userId: id, email: found.value.email, banLevel: payload.level, banVersion: payload.version }
        })
      return handlers
        .handle("documents", ({ urlParams }) => verification.queue(urlParams.status !== "all"))
        .handle("verify", ({ path }) => verification.decide(path.id, { status: "verified" }))
        .handle("reject", ({ path, payload }) => verification.decide(path.id, { status: "rejected", reason: payload.reason }))
        .handle("ban", ({ payload }) => ban(payload))
        .handle("sendNewsletter", ({ payload }) => Effect.map(newsletters.send(payload), (recipients) => ({ recipients })))
        .handle("analyticsFunnel", ({ urlParams }) => analytics.funnel(urlParams.days ?? DEFAULT_FUNNEL_DAYS))
        .handle("webVitals", ({ urlParams }) => webVitals.summary(urlParams.days ?? DEFAULT_WEB_VITALS_DAYS))
        .handle("couponLimits", () => couponLimits.stored)
        .handle("setCouponLimits", ({ payload }) => couponLimits.set(payload))
    })
  ).pipe(Layer.provide(OperatorAccessLive(Option.fromNullable(options.operatorToken))))
