import { Clock, Effect } from "effect"
import { Analytics } from "../../adapters/Analytics"
import { Api } from "../../adapters/api/Api"
import { Cookies } from "../../adapters/Cookies"
import {
  allows,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_TIME_COOKIE,
  CONSENT_TYPE_COOKIE,
  consentOptions,
  consentTypeOf,
  parseAgreeTime,
  parseConsentType,
  WINDOW_WIDTH_COOKIE
} from "../../domain/consent/cookieConsent"
import { AGE_CONFIRMED_COOKIE, ageCookieMaxAgeSeconds, confirmedAgeOf } from "../../domain/consent/ageConfirmation"
import { captureReferral } from "../../domain/consent/referral"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import type { AcceptConsent, CaptureReferral, ConfirmAge, DeclineAge, RestoreAgeConfirmation, RestoreConsent, SendCookieAgreement, ShowConsentView } from "./commands"
import {
  AgeConfirmationRestored,
  AgeConfirmed,
  AgeDeclined,
  ConsentAccepted,
  ConsentRestored,
  ConsentViewShown,
  CookieAgreementFailed,
  CookieAgreementSent,
  ReferralCaptured
} from "./events"

export const restoreConsent: Handler<RestoreConsent> = () =>
  Effect.gen(function* () {
    const cookies = yield* Cookies
    const type = parseConsentType(yield* cookies.get(CONSENT_TYPE_COOKIE))
    const pendingAgreeTime = parseAgreeTime(yield* cookies.get(CONSENT_TIME_COOKIE))
    yield* (yield* Analytics).consent(type)
    return emit(new ConsentRestored({ type, pendingAgreeTime }))
  })

export const showConsentView: Handler<ShowConsentView> = (command) => Effect.succeed(emit(new ConsentViewShown({ view: command.view })))

/**
 * SPEC.md 4: the type of the options chosen, kept in its cookie; the signals and the counters follow it at once. The
 * agree time goes to the server for a signed-in player, else waits in its cookie until a sign-in. Functional cookies
 * refused: the window's width kept so far is removed.
 */
export const acceptConsent: Handler<AcceptConsent> = (command) =>
  Effect.gen(function* () {
    const cookies = yield* Cookies
    const states = yield* (yield* Query).states
    const type = consentTypeOf(consentOptions(command.functionality, command.marketing))
    const at = yield* Clock.currentTimeMillis
    yield* cookies.set(CONSENT_TYPE_COOKIE, type, { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS })
    if (!allows(type, "functionality")) yield* cookies.remove(WINDOW_WIDTH_COOKIE)
    yield* (yield* Analytics).consent(type)
    if (states.session.userId === null) {
      yield* cookies.set(CONSENT_TIME_COOKIE, String(at), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS })
      return emit(new ConsentAccepted({ type, at, pending: true }))
    }
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.consent.cookieAgreement({ payload: { cookiesAgreeTime: at, cookiesAgreeType: type } }),
      () => emit(new ConsentAccepted({ type, at, pending: false }), new CookieAgreementSent({ at })),
      // Not kept by the server this time: it waits for the next sign-in as a guest's would.
      (error) => emit(new ConsentAccepted({ type, at, pending: true }), new CookieAgreementFailed({ error }))
    ).pipe(Effect.tap((outcome) => (outcome.events.some((e) => e._tag === "CookieAgreementFailed") ? cookies.set(CONSENT_TIME_COOKIE, String(at), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS }) : Effect.void)))
  })

/** A guest's agree time, sent once a player is signed in, then forgotten by the browser. */
export const sendCookieAgreement: Handler<SendCookieAgreement> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const { type, pendingAgreeTime } = states.consent
    if (states.session.userId === null || type === null || pendingAgreeTime === null) return emit()
    const cookies = yield* Cookies
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.consent.cookieAgreement({ payload: { cookiesAgreeTime: pendingAgreeTime, cookiesAgreeType: type } }),
      () => emit(new CookieAgreementSent({ at: pendingAgreeTime })),
      (error) => emit(new CookieAgreementFailed({ error }))
    ).pipe(Effect.tap((outcome) => (outcome.events.some((e) => e._tag === "CookieAgreementSent") ? cookies.remove(CONSENT_TIME_COOKIE) : Effect.void)))
  })

export const captureReferralMarks: Handler<CaptureReferral> = (command) =>
  Effect.gen(function* () {
    const writes = captureReferral(command.search)
    if (writes.length === 0) return emit()
    const cookies = yield* Cookies
    for (const write of writes) yield* cookies.set(write.name, write.value, { maxAgeSeconds: write.maxAgeSeconds })
    return emit(new ReferralCaptured({ cookies: writes }))
  })

export const restoreAgeConfirmation: Handler<RestoreAgeConfirmation> = () =>
  Effect.gen(function* () {
    const cookie = yield* (yield* Cookies).get(AGE_CONFIRMED_COOKIE)
    return emit(new AgeConfirmationRestored({ confirmedAge: confirmedAgeOf(cookie) }))
  })

/**
 * The visitor confirms the age the site config asks (a site that asks none has no gate to answer): kept in its cookie
 * for three days when remembered, else as a session cookie the browser forgets when it closes.
 */
export const confirmAge: Handler<ConfirmAge> = (command) =>
  Effect.gen(function* () {
    const age = (yield* (yield* Query).states).siteConfig.config?.ageConfirmation ?? null
    if (age === null) return emit()
    const maxAgeSeconds = ageCookieMaxAgeSeconds(command.remember)
    yield* (yield* Cookies).set(AGE_CONFIRMED_COOKIE, String(age), maxAgeSeconds === undefined ? {} : { maxAgeSeconds })
    return emit(new AgeConfirmed({ age, remember: command.remember }))
  })

/** Under age: nothing is kept, so the gate asks again on the next visit. */
export const declineAge: Handler<DeclineAge> = () => Effect.succeed(emit(new AgeDeclined({})))
