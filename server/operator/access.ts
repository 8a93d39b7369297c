import { HttpServerRequest } from "@effect/platform"
import { Effect, Layer, Option, Redacted } from "effect"
import { OPERATOR_TOKEN_HEADER, OperatorAccess, OperatorUnauthorized } from "../../src/domain/api/operator"
import { constantTimeEqual } from "../platform/secureRandom"

const refused = new OperatorUnauthorized({ message: `operator calls need the server's operator token in ${OPERATOR_TOKEN_HEADER}` })

/** Before any operator call is decoded: the operator token, or nothing. */
export const OperatorAccessLive = (token: Option.Option<Redacted.Redacted<string>>) =>
  Layer.succeed(
    OperatorAccess,
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const given = request.headers[OPERATOR_TOKEN_HEADER]
      return Option.isSome(token) && given !== undefined && constantTimeEqual(given, Redacted.value(token.value)) ? Effect.void : Effect.fail(refused)
    })
  )

