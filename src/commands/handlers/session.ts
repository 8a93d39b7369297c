import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { sessionCheckRetry } from "../../adapters/retryPolicies"
import type { CheckSession, StartDeviceSession } from "../commandTypes"
import { DeviceSessionFailed, DeviceSessionStarted, SessionChecked, SessionCheckFailed } from "../events"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "./serverAnswer"

/**
 * SPEC.md 4: the session check runs at start with 2 retries at 1500 ms and then every 60 s. A visitor without a
 * session (401 after a fresh token) is a guest, not a failure.
 */
export const checkSession: Handler<CheckSession> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const call = api.checkSession({ captcha: command.captcha }).pipe(Effect.retry(sessionCheckRetry))
    return yield* fromServerAnswer(
      seq,
      call,
      ({ userId }) => emit(new SessionChecked({ v: 1, userId })),
      (error) =>
        error._tag === "NotAuthenticated" ? emit(new SessionChecked({ v: 1, userId: null })) : emit(new SessionCheckFailed({ v: 1, error }))
    )
  })

/** SPEC.md 7: GET /web-api/session, followed by the device fingerprint. */
export const startDeviceSession: Handler<StartDeviceSession> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const call = api
      .startSession({ captcha: command.captcha })
      .pipe(Effect.zipRight(api.registerFingerprint()))
    return yield* fromServerAnswer(
      seq,
      call,
      ({ expiresAt }) => emit(new DeviceSessionStarted({ v: 1, fingerprintExpiresAt: expiresAt })),
      (error) => emit(new DeviceSessionFailed({ v: 1, error }))
    )
  })
