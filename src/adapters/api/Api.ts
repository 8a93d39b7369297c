import { Context, type Effect, type Redacted } from "effect"
import type { ConfigGroupValues, SiteConfig } from "../../domain/config/siteConfig"
import type { LanguageCode } from "../../domain/shell/language"
import type { ApiError } from "../../domain/api/clientErrors"

export interface CallOptions {
  /** The player's captcha answer, sent in the captcha header when a command is retried after CaptchaRequired. */
  readonly captcha?: Redacted.Redacted<string> | undefined
  /**
   * Aborting it cancels the call: the request in flight is aborted and the call fails with Cancelled (499).
   * For a request made obsolete by a newer one, or by the player leaving the page that wanted it.
   */
  readonly signal?: AbortSignal | undefined
}

/**
 * The typed client of the contract in src/domain/api, with the error model of SPEC.md section 8 applied inside:
 * 401 -> new token, retry once; 400 with a fingerprint code -> refresh the fingerprint, retry once;
 * captcha codes -> CaptchaRequired; 451/1 -> TermsChanged; abort -> Cancelled; fetch failure -> NetworkError.
 * Retry schedules of SPEC.md section 9 are applied by the callers (src/adapters/retryPolicies.ts), not here.
 */
export class Api extends Context.Tag("oddsfold/Api")<
  Api,
  {
    readonly siteConfig: (lang: LanguageCode, options?: CallOptions) => Effect.Effect<SiteConfig, ApiError>
    readonly configGroups: (
      groups: ReadonlyArray<string>,
      lang: LanguageCode,
      options?: CallOptions
    ) => Effect.Effect<Readonly<Record<string, ConfigGroupValues>>, ApiError>
    /** GET /web-api/session: starts (or renews) the session cookie. */
    readonly startSession: (options?: CallOptions) => Effect.Effect<void, ApiError>
    /** The session check: the player's id, or null for a guest. */
    readonly checkSession: (options?: CallOptions) => Effect.Effect<{ readonly userId: number | null }, ApiError>
    /** Registers this device's fingerprint; the token is kept inside the service, never returned to the log. */
    readonly registerFingerprint: (options?: CallOptions) => Effect.Effect<{ readonly expiresAt: number }, ApiError>
  }
>() {}
