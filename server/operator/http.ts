import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect, Option, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER, OperatorUnauthorized } from "../../src/domain/api/operator"
import { VerificationService } from "../account/verification"
import { constantTimeEqual } from "../platform/secureRandom"

export interface OperatorHttpOptions {
  /** The token the operator tool sends; without one every operator call is refused. */
  readonly operatorToken?: Redacted.Redacted<string> | undefined
}

const refused = new OperatorUnauthorized({ message: `operator calls need the server's operator token in ${OPERATOR_TOKEN_HEADER}` })

const operatorOnly = (token: Option.Option<Redacted.Redacted<string>>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const given = request.headers[OPERATOR_TOKEN_HEADER]
    return Option.isSome(token) && given !== undefined && constantTimeEqual(given, Redacted.value(token.value)) ? Effect.void : Effect.fail(refused)
  })

/** The operator group: the verification queue and the decisions on it, for the holder of the operator token. */
export const OperatorHttpLive = (options: OperatorHttpOptions) =>
  HttpApiBuilder.group(OddsfoldApi, "operator", (handlers) =>
    Effect.gen(function* () {
      const verification = yield* VerificationService
      const guard = operatorOnly(Option.fromNullable(options.operatorToken))
      return handlers
        .handle("documents", ({ urlParams }) => Effect.zipRight(guard, verification.queue(urlParams.status !== "all")))
        .handle("verify", ({ path }) => Effect.zipRight(guard, verification.decide(path.id, { status: "verified" })))
        .handle("reject", ({ path, payload }) => Effect.zipRight(guard, verification.decide(path.id, { status: "rejected", reason: payload.reason })))
    })
  )
