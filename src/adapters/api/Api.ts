import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Context, type Effect, type Redacted } from "effect"
import type { ApiError } from "../../domain/api/clientErrors"
import type { PlayerApi } from "../../domain/api/playerContract"

export interface CallOptions {
  /** The player's captcha answer, sent in the captcha header when a command is retried after CaptchaRequired. */
  readonly captcha?: Redacted.Redacted<string> | undefined
  /**
   * Aborting it cancels the call: the request in flight is aborted and the call fails with Cancelled (499).
   * For a request made obsolete by a newer one, or by the player leaving the page that wanted it.
   */
  readonly signal?: AbortSignal | undefined
}

type ContractGroups = typeof PlayerApi extends HttpApi.HttpApi<string, infer Groups, infer _E, infer _R> ? Groups : never

/** What a caller passes for an endpoint: its path, url parameters, headers and payload, as the contract types them. */
export type RequestOf<Endpoint> =
  Endpoint extends HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer _Method,
    infer Path,
    infer UrlParams,
    infer Payload,
    infer Headers,
    infer _Success,
    infer _Error,
    infer _R,
    infer _RE
  >
    ? HttpApiEndpoint.HttpApiEndpoint.ClientRequest<Path, UrlParams, Payload, Headers, false>
    : never

type SuccessOf<Endpoint> = Endpoint extends HttpApiEndpoint.HttpApiEndpoint.Any ? HttpApiEndpoint.HttpApiEndpoint.Success<Endpoint> : never

/** One endpoint as handlers call it: the contract's request and answer, failures already through the error model. */
export type EndpointCall<Endpoint> = (request: RequestOf<Endpoint>, options?: CallOptions) => Effect.Effect<SuccessOf<Endpoint>, ApiError>

/** The contract, group by group and endpoint by endpoint, as `api.<group>.<endpoint>(request, options)`. */
export type ApiShape = {
  readonly [Group in ContractGroups as HttpApiGroup.HttpApiGroup.Name<Group>]: Group extends HttpApiGroup.HttpApiGroup<
    infer _Name,
    infer Endpoints,
    infer _Error,
    infer _R
  >
    ? { readonly [Endpoint in Endpoints as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: EndpointCall<Endpoint> }
    : never
}

export type ApiGroupName = keyof ApiShape & string

/** "group.endpoint": how answers in the log and test scripts name an endpoint. */
export type EndpointKey = { [G in ApiGroupName]: `${G}.${keyof ApiShape[G] & string}` }[ApiGroupName]

/**
 * The typed client of the contract in src/domain/api, derived from it: every endpoint of the contract is callable
 * here with no other edit. The error model of SPEC.md section 8 is applied inside, once for all endpoints:
 * 401 -> new token, retry once (parallel 401s share one renewal); 400 with a fingerprint code -> refresh the
 * fingerprint, retry once; captcha codes -> CaptchaRequired; 451/1 -> TermsChanged; abort -> Cancelled; fetch
 * failure -> NetworkError. Endpoints marked NeedsBearer get the user token; credentials an endpoint issues
 * (IssuesCredential) stay inside the service. Retry schedules of SPEC.md section 9 are applied by the callers
 * (src/adapters/retryPolicies.ts), not here.
 */
export class Api extends Context.Tag("oddsfold/Api")<Api, ApiShape>() {}
