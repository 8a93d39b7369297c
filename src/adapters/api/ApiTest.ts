import { Context, Effect, Layer, Ref } from "effect"
import type { ApiError } from "../../domain/api/clientErrors"
import { Api, type ApiShape, type CallOptions, type EndpointKey } from "./Api"
import { buildApiShape } from "./endpoints"

/**
 * A scriptable Api for command-handler and property tests: each endpoint of the contract answers from a function
 * (a little server) or from a queue of answers, and every call is recorded. Scripts mirror the Api's shape:
 *
 *   ApiTest({
 *     config: { all: [new NetworkError({ message: "down" }), config] },   // fails once, then answers
 *     session: {
 *       check: () => ({ userId: 7 }),
 *       start: [Effect.delay(Effect.succeed("ok"), "2 seconds")]        // an Effect answer can take time on TestClock
 *     }
 *   })
 *
 * An answer is a value (success), an ApiError (failure: the error classes are Effects that fail with themselves)
 * or any Effect. An endpoint that is called with no script, or after its queue ran out, dies: the test forgot a
 * step. New endpoints of the contract are scriptable here with no edit.
 */

export type ApiAnswer<A> = A | Effect.Effect<A, ApiError>

type Call = (...args: ReadonlyArray<any>) => Effect.Effect<any, ApiError>

export type EndpointScript<F> = F extends (request: infer Request, options?: CallOptions) => Effect.Effect<infer A, ApiError>
  ? ((request: Request, options?: CallOptions) => ApiAnswer<A>) | ReadonlyArray<ApiAnswer<A>>
  : never

export type ApiScript = {
  readonly [G in keyof ApiShape]?: { readonly [E in keyof ApiShape[G]]?: EndpointScript<ApiShape[G][E]> }
}

export interface RecordedCall {
  readonly endpoint: EndpointKey
  readonly request: unknown
  readonly options: CallOptions | undefined
}

/** What the scripted Api was asked, in order (options such as the captcha answer included). */
export class ApiCalls extends Context.Tag("oddsfold/test/ApiCalls")<
  ApiCalls,
  {
    readonly all: Effect.Effect<ReadonlyArray<RecordedCall>>
    readonly count: (endpoint: EndpointKey) => Effect.Effect<number>
  }
>() {}

const asEffect = <A>(answer: ApiAnswer<A>): Effect.Effect<A, ApiError> =>
  Effect.isEffect(answer) ? (answer as Effect.Effect<A, ApiError>) : Effect.succeed(answer as A)

type AnyScript = ((request: unknown, options?: CallOptions) => ApiAnswer<unknown>) | ReadonlyArray<ApiAnswer<unknown>>

export const ApiTest = (script: ApiScript): Layer.Layer<Api | ApiCalls> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const calls = yield* Ref.make<ReadonlyArray<RecordedCall>>([])
      const answered = new Map<EndpointKey, number>()
      const scripts = script as Readonly<Record<string, Readonly<Record<string, AnyScript>> | undefined>>

      const api = buildApiShape(
        ({ group, name, key }): Call =>
          (request: unknown, options?: CallOptions) =>
            Effect.zipRight(
              Ref.update(calls, (all) => [...all, { endpoint: key, request, options }]),
              Effect.suspend(() => {
                const scripted = scripts[group]?.[name]
                if (scripted === undefined) return Effect.dieMessage(`ApiTest: ${key} was called but is not scripted`)
                if (typeof scripted === "function") return asEffect(scripted(request, options))
                const index = answered.get(key) ?? 0
                answered.set(key, index + 1)
                if (index >= scripted.length) {
                  return Effect.dieMessage(`ApiTest: ${key} was called ${index + 1} times but only ${scripted.length} answers are scripted`)
                }
                return asEffect(scripted[index])
              })
            )
      ) as unknown as ApiShape
      const recorded: ApiCalls["Type"] = {
        all: Ref.get(calls),
        count: (endpoint) => Effect.map(Ref.get(calls), (all) => all.filter((call) => call.endpoint === endpoint).length)
      }
      return Context.make(Api, api).pipe(Context.add(ApiCalls, recorded))
    })
  )
