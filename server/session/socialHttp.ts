import { HttpApiBuilder, HttpApiSecurity, HttpServerResponse, type HttpServerRequest } from "@effect/platform"
import { Clock, Duration, Effect, Option, Redacted } from "effect"
import { BadRequest, ErrorCode, Forbidden } from "../../src/domain/api/errors"
import { ONE_TAP_SANDBOX_PAGE, type SocialStartParams } from "../../src/domain/api/socialSignIn"
import { TWO_STEP_QUERY_FLAG } from "../../src/domain/api/twoStepSignIn"
import * as oidc from "openid-client"
import { isRegistrationAvailable } from "../../src/domain/config/siteConfig"
import { DEMO_PLAYER } from "../../src/domain/session/demoPlayer"
import { afterLogin, afterRegistration, isSitePath } from "../../src/domain/session/authRedirects"
import { withRegisteredFlag } from "../../src/domain/session/registeredArrival"
import type { RegistrationChoices } from "../../src/domain/session/registration"
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from "../../src/domain/shell/language"
import { withLanguage } from "../../src/domain/shell/languageRoute"
import { ConfigService } from "../config/service"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { AnalyticsEvents, serverRegistrationSuccess } from "./analytics"
import { SecondFactor, type SignInGateShape } from "./signInGate"
import { SOCIAL_SIGN_IN_LIFETIME_MS, SocialSignIn } from "./socialSignIn"
import { SocialProviders } from "./socialProviders"

/** Ties a sign-in at a provider to the browser that started it; sent back only to the callback's path. */
const SOCIAL_COOKIE = "oddsfold_social"
const COOKIE_PATH = "/social-api/oauth"
const socialCookie = HttpApiSecurity.apiKey({ in: "cookie", key: SOCIAL_COOKIE })

/**
 * The sign-in gate's signIn (server/session/signInGate.ts): a provider's identity or a one-tap credential is the
 * first factor only, so a two-step player's sign-in waits for the authenticator's code.
 */
type SignIn = SignInGateShape["signIn"]

/** SPEC.md 9: roubles and the default country when the player came from sign-in, not registration, with no choices. */
const choicesOf = (params: typeof SocialStartParams.Type): RegistrationChoices => ({
  country_id: params.country ?? DEMO_PLAYER.countryId,
  currency_id: params.currency ?? DEMO_PLAYER.currencyId,
  ref_code: params.refCode ?? "",
  first_deposit_bonus_choice: params.bonus ?? "none"
})

const languageOf = (text: string | null | undefined): LanguageCode => (text != null && isLanguageCode(text) ? text : FALLBACK_LANGUAGE)

/**
 * A new player lands where registration sends them, flagged as new so the page welcomes them as every registration
 * does (src/domain/session/registeredArrival.ts); an existing one lands where sign-in does (SPEC.md 4).
 */
const targetFor = (isNew: boolean, returnPath: string | null, lng: LanguageCode): string =>
  isNew
    ? withRegisteredFlag(afterRegistration({ returnUrl: returnPath, previousRoute: null, origin: null, lng }))
    : afterLogin({ returnUrl: returnPath, previousRoute: null, lng })

/**
 * The session group's social sign-in handlers (src/domain/api/socialSignIn.ts), made once with the sign-in gate's
 * `signIn` so a social player's session is made exactly like any other, second step included.
 */
export const makeSocialHandlers = (signIn: SignIn, limits: { readonly login: RateLimit }) =>
  Effect.gen(function* () {
    const social = yield* SocialSignIn
    const providers = yield* SocialProviders
    const config = yield* ConfigService
    const analytics = yield* AnalyticsEvents
    /** A new social player: the registration funnel's last step, recorded here (the browser left for the provider). */
    const registered = (player: Parameters<typeof serverRegistrationSuccess>[0]) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => Effect.asVoid(analytics.record([serverRegistrationSuccess(player, now)], "server")))

    const socialRegistrationOpen = () => {
      const site = config.siteConfig()
      return isRegistrationAvailable({ ...site, geoCountry: null }) && site.registration.types.includes("social")
    }

    const loginPageWith = (lng: LanguageCode, reason: string) =>
      HttpServerResponse.redirect(`${withLanguage(lng, "/user/login")}?social_error=${encodeURIComponent(reason)}`, { status: 302 })

    /**
     * A redirect cannot be answered 400: a two-step player's browser goes to the sign-in page, which asks for the
     * authenticator's code of the sign-in the gate left waiting (its cookie, set on this answer, says which). The
     * flag in the URL is no secret: without the cookie it finishes nothing.
     */
    const secondStepPage = (lng: LanguageCode) => HttpServerResponse.redirect(`${withLanguage(lng, "/user/login")}?${TWO_STEP_QUERY_FLAG}=1`, { status: 302 })

    return {
      providers: () => Effect.succeed({ providers: providers.list }),

      start: ({ path, request, urlParams }: { path: { provider: string }; request: HttpServerRequest.HttpServerRequest; urlParams: typeof SocialStartParams.Type }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("social sign-in", client.address, limits.login)
          const host = request.headers["host"] ?? ""
          const started = yield* social
            .begin({
              provider: path.provider,
              redirectUri: `${client.https ? "https" : "http"}://${host}${COOKIE_PATH}/${path.provider}/callback`,
              // Only a path on this site is ever followed (no open redirect through the query).
              returnPath: urlParams.return !== undefined && isSitePath(urlParams.return) ? urlParams.return : null,
              choices: choicesOf(urlParams),
              language: urlParams.lng ?? null
            })
            .pipe(Effect.mapError((refused) => new BadRequest({ code: ErrorCode.invalidValue, message: `${refused.reason}: ${refused.detail}` })))
          yield* HttpApiBuilder.securitySetCookie(socialCookie, started.handle, {
            httpOnly: true,
            // Lax: the provider sends the browser back with a top-level GET, which must carry it.
            sameSite: "lax",
            path: COOKIE_PATH,
            maxAge: Duration.millis(SOCIAL_SIGN_IN_LIFETIME_MS),
            secure: client.https
          })
          return HttpServerResponse.redirect(started.authorizationUrl, { status: 302 })
        }),

      callback: ({ request, urlParams }: { request: HttpServerRequest.HttpServerRequest; urlParams: Readonly<Record<string, string>> }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          const handle = Option.map(Option.fromNullable(request.cookies[SOCIAL_COOKIE]), Redacted.make)
          // Used or refused, the cookie has done its job.
          yield* HttpApiBuilder.securitySetCookie(socialCookie, Redacted.make(""), {
            httpOnly: true,
            sameSite: "lax",
            path: COOKIE_PATH,
            maxAge: Duration.zero,
            expires: new Date(0),
            secure: client.https
          })
          const outcome = yield* Effect.either(social.complete({ handle, query: new URLSearchParams(urlParams), mayRegister: socialRegistrationOpen() }))
          if (outcome._tag === "Left") {
            yield* Effect.logInfo("social sign-in refused").pipe(Effect.annotateLogs({ reason: outcome.left.reason }))
            return loginPageWith(FALLBACK_LANGUAGE, outcome.left.reason)
          }
          const { isNew, language, player, returnPath } = outcome.right
          if (isNew) yield* registered(player)
          const lng = languageOf(language)
          const target = targetFor(isNew, returnPath, lng)
          const signedIn = yield* Effect.either(signIn(request, player, { remember: false, secondFactor: SecondFactor.none, redirectUrl: target }))
          // Without a code the gate refuses only to ask for one (code 18): the sign-in waits for it.
          if (signedIn._tag === "Left") return secondStepPage(lng)
          return HttpServerResponse.redirect(target, { status: 302 })
        }),

      oneTapClientId: () =>
        Option.match(social.oneTapClientId, {
          onNone: () => Effect.fail(new Forbidden({ message: "one-tap sign-in is not configured" })),
          onSome: (clientId) => Effect.succeed({ clientId })
        }),

      oneTapSandboxStart: ({ request }: { request: HttpServerRequest.HttpServerRequest }) =>
        Effect.gen(function* () {
          if (Option.isNone(providers.oneTapSandbox)) return yield* new Forbidden({ message: "the one-tap sandbox runs only on a non-production server" })
          const { client } = yield* requestContext
          const { clientId } = providers.oneTapSandbox.value
          const issuer = yield* providers.oneTapSandbox.value.issuer
          const authorize = new URL(`${issuer}/auth`)
          authorize.search = new URLSearchParams({
            client_id: clientId,
            response_type: "id_token",
            scope: "openid email",
            redirect_uri: `${client.https ? "https" : "http"}://${request.headers["host"] ?? ""}${ONE_TAP_SANDBOX_PAGE}`,
            nonce: oidc.randomNonce(),
            state: oidc.randomState()
          }).toString()
          return HttpServerResponse.redirect(authorize.href, { status: 302 })
        }),

      oneTap: ({
        payload,
        request
      }: {
        payload: { readonly credential: Redacted.Redacted<string>; readonly language: LanguageCode; readonly currency: number; readonly countryId: number }
        request: HttpServerRequest.HttpServerRequest
      }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("social sign-in", client.address, limits.login)
          const choices: RegistrationChoices = { country_id: payload.countryId, currency_id: payload.currency, ref_code: "", first_deposit_bonus_choice: "none" }
          const { isNew, player } = yield* social.oneTap(payload.credential, choices, payload.language, socialRegistrationOpen()).pipe(
            Effect.mapError((refused) =>
              refused.reason === "unknown_provider"
                ? new Forbidden({ message: "one-tap sign-in is not configured" })
                : new BadRequest({ code: ErrorCode.invalidValue, message: `${refused.reason}: the credential was not accepted` })
            )
          )
          if (isNew) yield* registered(player)
          const target = targetFor(isNew, null, payload.language)
          // A two-step player is answered 400 code 18: the client asks for the code and finishes at the second step.
          yield* signIn(request, player, { remember: false, secondFactor: SecondFactor.none, redirectUrl: target })
          return { redirectUrl: target }
        })
    }
  })
