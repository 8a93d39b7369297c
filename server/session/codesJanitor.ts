import { Clock, Effect, Layer, Schedule } from "effect"
import { ATTEMPT_WINDOW_MS } from "../../src/domain/session/captcha"
import { CaptchaChallenges } from "./captcha"
import { makeCaptchaRepo } from "./captchaRepo"
import { purgeRateLimitWindows } from "../platform/http/rateLimitStore"
import { PURGE_INTERVAL } from "./janitor"
import { VerificationCodes } from "./verificationCodes"
import { ClusterLeadership } from "../platform/cluster/leadership"

/** Deletes expired captcha challenges, long-expired codes, attempt counts past their window and spent rate limit windows, every minute. */
export const CodesJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const codes = yield* VerificationCodes
    const challenges = yield* CaptchaChallenges
    const attempts = yield* makeCaptchaRepo
    const purge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const purged =
        (yield* codes.purgeExpired) + (yield* challenges.purgeExpired) + (yield* attempts.purgeAttempts(new Date(now - ATTEMPT_WINDOW_MS))) + (yield* purgeRateLimitWindows)
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} expired codes, captchas, attempt counts and rate limit windows`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging codes and captchas failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the codes and captchas janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
