import { HttpApiBuilder, type HttpServerRequest } from "@effect/platform"
import { Clock, Duration, Effect, Option, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { BadRequest, ErrorCode, Forbidden, Unauthorized } from "../../src/domain/api/errors"
import { HeaderNames } from "../../src/domain/api/shared"
import { isRegistrationAvailable, type RegistrationType } from "../../src/domain/config/siteConfig"
import { AuthErrorCode } from "../../src/domain/session/credentials"
import { CaptchaResultType, challengeIdOf, MAX_WRONG_CAPTCHA_ANSWERS, parseCaptchaHeader } from "../../src/domain/session/captcha"
import { internationalNumber, maskPhone } from "../../src/domain/session/phoneNumber"
import { PlayerOffice, PlayerVerification } from "./accountSeams"
import { ConfigService } from "../config/service"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { CaptchaChallenges } from "./captcha"
import { CaptchaGuard } from "./captchaGuard"
import { makeAnalyticsHandler } from "./analyticsHttp"
import { makeWebVitalsHandler } from "./webVitalsHttp"
import { makeCodeHandlers } from "./codeHttp"
import { makeEmailLinkHandlers } from "./emailLinksHttp"
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./cookie"
import { EmailRegistrations } from "./emailRegistration"
import { Fingerprints } from "./fingerprints"
import { PhoneCountries } from "./phoneCountries"
import { Players } from "./players"
import { LoginGuard } from "./seams"
import type { FailedSignIns } from "./signInFailures"
import { SessionService, type Session } from "./service"
import { SecondFactor, SignInGate } from "./signInGate"
import { makeQrLoginHandlers } from "./qrLoginHttp"
import { makeSocialHandlers } from "./socialHttp"
import { TokenSigner } from "./tokens"
import { userConfigOf } from "./userConfig"
import { PlayerRightsService } from "./rights"
import { VerificationCodes } from "./verificationCodes"

/** A fingerprint is a handful of short browser properties; more than this is not a browser talking. */
export const MAX_FINGERPRINT_COMPONENTS = 100

const BEARER = /^Bearer +([^ ]+)$/i

const noSession = new Unauthorized({ message: "no valid session: call GET /web-api/session first" })
const badToken = new Unauthorized({ message: "missing, invalid or expired token" })

/** New captcha challenges per client address: a person needs a few, a script trying its luck needs thousands. */
export const CAPTCHA_CHALLENGES_PER_CLIENT: RateLimit = { limit: 30, window: Duration.minutes(1) }

const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export interface SessionHttpOptions {
  /** New sessions per client address. */
  readonly sessionCreation: RateLimit
  /** Sign-in attempts per client address. */
  readonly login: RateLimit
  /** Registrations per client address. */
  readonly registration: RateLimit
}

/** The session group's handlers: guest sessions, tokens, the session check and device fingerprints. */
export const SessionHttpLive = (options: SessionHttpOptions) =>
  HttpApiBuilder.group(OddsfoldApi, "session", (handlers) =>
    Effect.gen(function* () {
      const sessions = yield* SessionService
      const signer = yield* TokenSigner
      const fingerprints = yield* Fingerprints
      const phoneCountries = yield* PhoneCountries
      const players = yield* Players
      const guard = yield* LoginGuard
      const config = yield* ConfigService
      const codes = yield* VerificationCodes
      const captchaGuard = yield* CaptchaGuard
      const captchas = yield* CaptchaChallenges
      const office = yield* PlayerOffice
      const verifications = yield* PlayerVerification
      const gate = yield* SignInGate
      const emailRegistrations = yield* EmailRegistrations
      const playerRights = yield* PlayerRightsService

      /** The live session of the request's cookie, with the cookie re-sent; None without one. */
      const resumeFromCookie = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<Option.Option<Session>> =>
        Effect.gen(function* () {
          const cookie = readSessionCookie(request)
          if (Option.isNone(cookie)) return Option.none()
          const session = yield* sessions.resume(cookie.value)
          if (Option.isSome(session)) yield* setSessionCookie(cookie.value, session.value.expiresAt)
          return session
        })

      const requireSession = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<Session, Unauthorized> =>
        Effect.flatMap(resumeFromCookie(request), Option.match({ onNone: () => Effect.fail(noSession), onSome: Effect.succeed }))

      /**
       * The live session a bearer token speaks for: signed by us, in force, and the session still the same player.
       * `use`: the call counts as a use of the session (the session check), which slides it like a cookie's.
       */
      const sessionOfBearer = (authorization: string | undefined, use = false): Effect.Effect<Session, Unauthorized> =>
        Effect.gen(function* () {
          const bearer = BEARER.exec(authorization ?? "")
          if (bearer === null) return yield* badToken
          const claims = yield* signer.verify(bearer[1]!)
          if (Option.isNone(claims)) return yield* badToken
          const session = yield* (use ? sessions.resumeById : sessions.findLive)(claims.value.sid)
          // Gone (expired, logged out) or signed in/out since the token was issued: the token no longer speaks for it.
          if (Option.isNone(session) || session.value.userId !== claims.value.uid) return yield* badToken
          return session.value
        })

      /** SPEC.md 2.4: registration of this type only where config allows it and never on a VIP domain. */
      const registrationOpen = (type: RegistrationType) =>
        Effect.gen(function* () {
          const site = config.siteConfig()
          if (!isRegistrationAvailable({ ...site, geoCountry: null }) || !site.registration.types.includes(type)) {
            return yield* new Forbidden({ message: "registration of this kind is closed on this site" })
          }
          const { client } = yield* requestContext
          yield* limitRate("registration", client.address, options.registration)
        })

      // Every way of signing in below makes its session through the gate alone (server/session/signInGate.ts).
      const social = yield* makeSocialHandlers(gate.signIn, options)
      const qrLogin = yield* makeQrLoginHandlers({ signIn: gate.signIn, loginLimit: options.login })
      const analyticsEvents = yield* makeAnalyticsHandler
      const webVitals = yield* makeWebVitalsHandler
      const codeHandlers = yield* makeCodeHandlers({ signIn: gate.signIn, registrationOpen: registrationOpen("phone"), loginLimit: options.login })
      const emailLinks = yield* makeEmailLinkHandlers

      return handlers
        .handle("start", ({ request }) =>
          Effect.gen(function* () {
            const existing = yield* resumeFromCookie(request)
            // HEAD asks about the page, it does not visit it: no session is made for it.
            if (Option.isNone(existing) && request.method !== "HEAD") {
              const { client } = yield* requestContext
              yield* limitRate("session creation", client.address, options.sessionCreation)
              const { cookie, session } = yield* sessions.start
              yield* setSessionCookie(cookie, session.expiresAt)
            }
            return "OK"
          })
        )
        .handle("token", ({ headers, request }) =>
          Effect.gen(function* () {
            // No live session is an answer, not an error: the first session check of every guest asks, and a 401
            // would send the client renewing a token that cannot exist.
            const resumed = yield* resumeFromCookie(request)
            if (Option.isNone(resumed)) return { data: { token: null } }
            const session = resumed.value
            yield* fingerprints.check(session, headers[HeaderNames.fingerprint])
            const token = yield* signer.issue({ sid: session.id, uid: session.userId })
            return { data: { token } }
          })
        )
        // The session check is how an active player's browser keeps the server's idle clock (SPEC.md 4 "Auto-logoff").
        .handle("check", ({ headers }) => Effect.map(sessionOfBearer(headers.authorization, true), (session) => ({ userId: session.userId })))
        .handle("fingerprint", ({ payload, request }) =>
          Effect.gen(function* () {
            const session = yield* requireSession(request)
            const components = payload.componentsData
            const count = Object.keys(components).length
            if (count === 0 || count > MAX_FINGERPRINT_COMPONENTS) {
              return yield* new BadRequest({
                code: ErrorCode.invalidValue,
                message: `componentsData must have 1 to ${MAX_FINGERPRINT_COMPONENTS} entries`
              })
            }
            const { expiresAtSeconds, token } = yield* fingerprints.register(session, components)
            return { token: Redacted.value(token), expiresAt: expiresAtSeconds }
          })
        )
        .handle("phoneCountries", ({ urlParams }) => Effect.map(phoneCountries.list(urlParams.lang), (countries) => ({ countries })))
        .handle("login", ({ payload, request }) =>
          Effect.gen(function* () {
            const { client } = yield* requestContext
            yield* limitRate("login", client.address, options.login)
            // The address's failed attempts, and the account's (whichever addresses they came from): either may ask
            // for the captcha; one solved captcha answers both.
            const attempt = yield* guard.admitPassword(client.address, yield* players.signInSubject(payload.uLogin), request.headers[HeaderNames.captcha])
            let failedBefore = Option.none<FailedSignIns>()
            const signedIn = yield* players.authenticate(payload.uLogin, payload.uPassword).pipe(
              Effect.tapError(() => attempt.failed),
              // The password was right: the account's run of failures ends, whatever the second step says.
              Effect.tap(() => Effect.map(attempt.succeeded, (failed) => void (failedBefore = failed))),
              // Two-step players: the password alone is not enough; the code may come along, or at the second step.
              Effect.flatMap((player) => gate.signIn(request, player, { remember: payload.save, secondFactor: SecondFactor.code(Option.fromNullable(payload.code)) })),
              // Asking for the code is no failure: the password was right (a wrong code counts as a failed attempt).
              Effect.tapError((refused) => (refused.code === AuthErrorCode.twoStepCodeRequired ? Effect.void : guard.failed(client.address)))
            )
            yield* guard.succeeded(client.address)
            // The player is told of the failed attempts on their account since their last sign-in.
            return Option.match(failedBefore, {
              onNone: () => signedIn,
              onSome: ({ count, since }) => ({ ...signedIn, failedSignIns: { count, since: toSeconds(since) } })
            })
          })
        )
        .handle("loginTwoStep", ({ headers, payload, request }) =>
          Effect.gen(function* () {
            const { client } = yield* requestContext
            yield* limitRate("login", client.address, options.login)
            yield* guard.admit(client.address, headers[HeaderNames.captcha])
            const signedIn = yield* gate.finishSecondStep(request, payload.code).pipe(Effect.tapError(() => guard.failed(client.address)))
            yield* guard.succeeded(client.address)
            return signedIn
          })
        )
        .handle("logout", ({ request }) =>
          Effect.gen(function* () {
            const cookie = readSessionCookie(request)
            if (Option.isSome(cookie)) yield* sessions.end(cookie.value)
            yield* clearSessionCookie
            return { userId: null }
          })
        )
        .handle("registerFast", ({ payload, request }) =>
          Effect.gen(function* () {
            yield* registrationOpen("fast")
            const { password, player } = yield* players.registerFast(payload, payload.lng ?? null)
            const signedIn = yield* gate.signIn(request, player, { remember: false, secondFactor: SecondFactor.none })
            return { ...signedIn, password }
          })
        )
        .handle("registerFull", ({ payload }) =>
          Effect.gen(function* () {
            yield* registrationOpen("full")
            // The same answer for a free and a taken address; the player is made by the link (server/session/emailRegistration.ts).
            const started = yield* emailRegistrations.begin({ email: payload.email, password: payload.password, choices: payload, language: payload.lng ?? null })
            return { to: started.to, expiresAt: toSeconds(started.expiresAt) }
          })
        )
        .handle("userConfig", ({ headers }) =>
          Effect.gen(function* () {
            const session = yield* sessionOfBearer(headers.authorization)
            if (session.userId === null) return yield* new Unauthorized({ message: "sign in first" })
            const player = yield* players.byId(session.userId)
            if (Option.isNone(player)) return yield* new Unauthorized({ message: "sign in first" })
            const verification = yield* verifications.state(player.value.id)
            return { result: userConfigOf(player.value, yield* Clock.currentTimeMillis, yield* office.facts(player.value), verification) }
          })
        )
        // SPEC.md 7 "rights", for the player the token speaks for (src/domain/session/rights.ts).
        .handle("rights", ({ headers }) =>
          Effect.gen(function* () {
            const session = yield* sessionOfBearer(headers.authorization)
            if (session.userId === null) return yield* new Unauthorized({ message: "sign in first" })
            return { userId: session.userId, rights: yield* playerRights.rights(session.userId) }
          })
        )
        .handle("sendSmsCode", ({ headers, payload }) =>
          Effect.gen(function* () {
            const country = (yield* phoneCountries.list(payload.lang)).find((c) => c.id === payload.country_id)
            const to = country === undefined ? undefined : internationalNumber(country, payload.phone_number)
            if (to === undefined) {
              return yield* new BadRequest({ code: ErrorCode.invalidValue, message: "country_id and phone_number do not make a phone number of that country" })
            }
            // Repeated codes to one number (someone flooding a stranger's phone) need a person to go on.
            const subject = `sms-code:${to}`
            yield* captchaGuard.check(subject, headers[HeaderNames.captcha])
            const { client } = yield* requestContext
            const { expiresAt } = yield* codes.issue({ purpose: payload.purpose, channel: "sms", to, language: payload.lang, client: client.address })
            yield* captchaGuard.recordFailure(subject)
            return { phone: maskPhone(to, country!.tel_code), expiresAt: toSeconds(expiresAt) }
          })
        )
        .handle("captchaUpdate", () =>
          Effect.gen(function* () {
            const { client } = yield* requestContext
            yield* limitRate("captcha challenges", client.address, CAPTCHA_CHALLENGES_PER_CLIENT)
            const made = yield* captchas.make
            return { id: challengeIdOf(made.challenge), challenge: made.challenge, expiresAt: toSeconds(made.expiresAt) }
          })
        )
        .handle("captchaTime", ({ urlParams }) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const expiresAt = urlParams.id === undefined ? Option.none() : yield* captchas.expiresAt(urlParams.id)
            return { time: Math.floor(now / 1000), expiresAt: Option.getOrNull(Option.map(expiresAt, toSeconds)) }
          })
        )
        .handle("captchaValidate", ({ urlParams }) =>
          Effect.gen(function* () {
            const { client } = yield* requestContext
            const subject = `captcha-answers:${client.address}`
            const parsed = parseCaptchaHeader(Redacted.value(urlParams.captcha))
            const verdict = parsed === undefined ? "unknown" : yield* captchas.check(parsed)
            if (verdict === "passed") {
              yield* captchaGuard.clear(subject)
              return { type: CaptchaResultType.passed }
            }
            // Answer after wrong answer from one client: it is told to log out (SPEC.md 7, result type 2).
            const wrong = yield* captchaGuard.recordFailure(subject)
            return { type: wrong >= MAX_WRONG_CAPTCHA_ANSWERS ? CaptchaResultType.logOut : CaptchaResultType.wrong }
          })
        )
        .handle("socialProviders", social.providers)
        .handle("socialStart", social.start)
        .handle("socialCallback", social.callback)
        .handle("oneTapClientId", social.oneTapClientId)
        .handle("oneTap", social.oneTap)
        .handle("oneTapSandboxStart", social.oneTapSandboxStart)
        .handle("registerPhone", codeHandlers.registerPhone)
        .handle("loginSms", codeHandlers.loginSms)
        .handle("sendRecoveryCode", codeHandlers.sendRecoveryCode)
        .handle("resetPassword", codeHandlers.resetPassword)
        .handle("confirmEmail", codeHandlers.confirmEmail)
        .handle("confirmEmailByLink", codeHandlers.confirmEmailByLink)
        .handle("checkPasswordResetLink", emailLinks.checkPasswordResetLink)
        .handle("resetPasswordByLink", emailLinks.resetPasswordByLink)
        .handle("activateEmail", emailLinks.activateEmail)
        .handle("stopNewsletter", emailLinks.stopNewsletter)
        .handle("stopNewsletterOneClick", emailLinks.stopNewsletterOneClick)
        .handle("analyticsEvents", analyticsEvents)
        .handle("webVitals", webVitals)
        .handle("qrLoginStart", qrLogin.start)
        .handle("qrLoginStatus", qrLogin.status)
        .handle("qrLoginApprove", qrLogin.approve)
    })
  )
