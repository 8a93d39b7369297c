import { Context, Effect, Layer, Ref } from "effect"
import { Api } from "./Api"
import type { ApiError } from "../../domain/api/clientErrors"

/**
 * A scriptable Api for command-handler and property tests: each method answers from a function (a little
 * server) or from a queue of answers, and every call is recorded.
 *
 *   ApiTest({
 *     siteConfig: [new NetworkError({ message: "down" }), config],   // fails once, then answers
 *     checkSession: () => ({ userId: 7 }),
 *     startSession: [Effect.delay(Effect.void, "2 seconds")]          // an Effect answer can take time on TestClock
 *   })
 *
 * An answer is a value (success), an ApiError (failure: the error classes are Effects that fail with themselves)
 * or any Effect. A method that is called with no script, or after its queue ran out, dies: the test forgot a step.
 */

type Service = Api["Type"]
export type ApiMethod = keyof Service
type ArgsOf<M extends ApiMethod> = Parameters<Service[M]>
type SuccessOf<M extends ApiMethod> = Effect.Effect.Success<ReturnType<Service[M]>>

export type ApiAnswer<A> = A | Effect.Effect<A, ApiError>

export type ApiMethodScript<M extends ApiMethod> =
  | ((...args: ArgsOf<M>) => ApiAnswer<SuccessOf<M>>)
  | ReadonlyArray<ApiAnswer<SuccessOf<M>>>

export type ApiScript = { readonly [M in ApiMethod]?: ApiMethodScript<M> }

export interface RecordedCall {
  readonly method: ApiMethod
  readonly args: ReadonlyArray<unknown>
}

/** What the scripted Api was asked, in order (options such as the captcha answer included). */
export class ApiCalls extends Context.Tag("oddsfold/test/ApiCalls")<
  ApiCalls,
  {
    readonly all: Effect.Effect<ReadonlyArray<RecordedCall>>
    readonly count: (method: ApiMethod) => Effect.Effect<number>
  }
>() {}

const asEffect = <A>(answer: ApiAnswer<A>): Effect.Effect<A, ApiError> =>
  Effect.isEffect(answer) ? (answer as Effect.Effect<A, ApiError>) : Effect.succeed(answer as A)

export const ApiTest = (script: ApiScript): Layer.Layer<Api | ApiCalls> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const calls = yield* Ref.make<ReadonlyArray<RecordedCall>>([])
      const queues = new Map<ApiMethod, number>()

      const answer = <M extends ApiMethod>(method: M, args: ArgsOf<M>): Effect.Effect<SuccessOf<M>, ApiError> =>
        Effect.zipRight(
          Ref.update(calls, (all) => [...all, { method, args }]),
          Effect.suspend(() => {
            const scripted = script[method] as ApiMethodScript<M> | undefined
            if (scripted === undefined) return Effect.dieMessage(`ApiTest: ${method} was called but is not scripted`)
            if (typeof scripted === "function") return asEffect(scripted(...args))
            const index = queues.get(method) ?? 0
            queues.set(method, index + 1)
            if (index >= scripted.length) {
              return Effect.dieMessage(`ApiTest: ${method} was called ${index + 1} times but only ${scripted.length} answers are scripted`)
            }
            return asEffect(scripted[index] as ApiAnswer<SuccessOf<M>>)
          })
        )

      const api: Service = {
        siteConfig: (...args) => answer("siteConfig", args),
        configGroups: (...args) => answer("configGroups", args),
        startSession: (...args) => answer("startSession", args),
        checkSession: (...args) => answer("checkSession", args),
        registerFingerprint: (...args) => answer("registerFingerprint", args)
      }
      const recorded: ApiCalls["Type"] = {
        all: Ref.get(calls),
        count: (method) => Effect.map(Ref.get(calls), (all) => all.filter((call) => call.method === method).length)
      }
      return Context.make(Api, api).pipe(Context.add(ApiCalls, recorded))
    })
  )
