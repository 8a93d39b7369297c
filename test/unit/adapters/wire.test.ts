import { HttpApiSchema } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { compileEndpoint, type WireEndpoint } from "../../../src/adapters/api/wire"
import { type Reply, scriptedHttp } from "./support/scriptedHttp"

const endpoint = (fields: Partial<WireEndpoint>): WireEndpoint => ({
  method: "GET",
  path: "/x",
  pathSchema: Option.none(),
  urlParamsSchema: Option.none(),
  payloadSchema: Option.none(),
  headersSchema: Option.none(),
  successes: new Map([[200, Option.some(Schema.Unknown.ast)]]),
  ...fields
})

const over = (reply: Reply) => scriptedHttp(() => reply)

describe("the thin client builds requests from the contract's Schemas", () => {
  it.effect("path parameters are encoded into the path, url parameters into the query", () =>
    Effect.gen(function* () {
      const server = over({ status: 200, json: { ok: true } })
      const send = compileEndpoint(
        endpoint({
          path: "/games/:gameId/markets",
          pathSchema: Option.some(Schema.Struct({ gameId: Schema.NumberFromString })),
          urlParamsSchema: Option.some(Schema.Struct({ lang: Schema.String, ids: Schema.Array(Schema.String) }))
        }),
        "http://h.test"
      )
      const answer = yield* send({ path: { gameId: 7 }, urlParams: { lang: "en", ids: ["a b", "c"] } }, {}).pipe(Effect.provide(server.layer))
      expect(answer).toEqual({ ok: true })
      expect(server.requests[0]!.path).toBe("/games/7/markets")
      expect(server.requests[0]!.query.toString()).toBe("lang=en&ids=a+b&ids=c")
    }))

  it.effect("a GET payload goes into the query; a POST payload is a JSON body with its content type", () =>
    Effect.gen(function* () {
      const server = over({ status: 200, json: {} })
      const payload = Option.some(Schema.Struct({ amount: Schema.NumberFromString }))
      yield* compileEndpoint(endpoint({ payloadSchema: payload }), "http://h.test")({ payload: { amount: 5 } }, {}).pipe(Effect.provide(server.layer))
      yield* compileEndpoint(endpoint({ method: "POST", payloadSchema: payload }), "http://h.test")({ payload: { amount: 5 } }, { authorization: "Bearer t" }).pipe(
        Effect.provide(server.layer)
      )
      expect(server.requests[0]!.query.get("amount")).toBe("5")
      expect(server.requests[0]!.body).toBeUndefined()
      expect(server.requests[1]!.body).toEqual({ amount: "5" })
      expect(server.requests[1]!.headers).toEqual({ "content-type": "application/json", authorization: "Bearer t" })
    }))

  it.effect("a text answer is the text itself; an empty success (204) is undefined", () =>
    Effect.gen(function* () {
      const text = compileEndpoint(endpoint({ successes: new Map([[200, Option.some(HttpApiSchema.Text().ast)]]) }), "")
      expect(yield* text(undefined, {}).pipe(Effect.provide(over({ status: 200, text: "{not json" }).layer))).toBe("{not json")
      const empty = compileEndpoint(endpoint({ successes: new Map([[204, Option.none()]]) }), "")
      expect(yield* empty(undefined, {}).pipe(Effect.provide(over({ status: 204 }).layer))).toBeUndefined()
    }))

  it.effect("a status the endpoint does not list fails with that status and the body, unread", () =>
    Effect.gen(function* () {
      const send = compileEndpoint(endpoint({}), "")
      const failure = yield* Effect.flip(send(undefined, {}).pipe(Effect.provide(over({ status: 400, json: { code: 111 } }).layer)))
      expect(failure).toMatchObject({ _tag: "StatusFailed", status: 400, body: '{"code":111}' })
    }))

  it.effect("an answer that does not fit the Schema, or a request that does not, fails before any value escapes", () =>
    Effect.gen(function* () {
      const send = compileEndpoint(
        endpoint({ method: "POST", payloadSchema: Option.some(Schema.Struct({ n: Schema.Int })), successes: new Map([[200, Option.some(Schema.Struct({ id: Schema.String }).ast)]]) }),
        ""
      )
      const server = over({ status: 200, json: { id: 5 } })
      expect((yield* Effect.flip(send({ payload: { n: 1 } }, {}).pipe(Effect.provide(server.layer))))._tag).toBe("AnswerUndecodable")
      expect((yield* Effect.flip(send({ payload: { n: 1.5 } }, {}).pipe(Effect.provide(server.layer))))._tag).toBe("RequestUnencodable")
      // The unencodable request never reached the server.
      expect(server.requests).toHaveLength(1)
    }))
})
