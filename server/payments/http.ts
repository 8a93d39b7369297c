import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { CallbackRefused } from "../../src/domain/api/payments"
import { CALLBACK_SIGNATURE_HEADER, CALLBACK_TIMESTAMP_HEADER } from "../../src/domain/payments/callbackSignature"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { PaymentsService } from "./service"

/** The payments group's handlers: every player call is the signed-in player's own (else 401). */
export const PaymentsHttpLive = HttpApiBuilder.group(OddsfoldApi, "payments", (handlers) =>
  Effect.gen(function* () {
    const payments = yield* PaymentsService
    const sessions = yield* SessionService
    const player = Effect.map(Effect.provideService(signedInPlayer, SessionService, sessions), ({ userId }) => userId)
    return handlers
      .handle("cashier", () => Effect.flatMap(player, payments.cashier))
      .handle("startDeposit", ({ payload }) => Effect.flatMap(player, (userId) => payments.startDeposit(userId, payload)))
      .handle("deposits", () => Effect.flatMap(player, payments.deposits))
      .handle("continueDeposit", ({ path, urlParams }) =>
        Effect.flatMap(player, (userId) => Effect.map(payments.continueTarget(userId, path.id, urlParams.lng), (target) => HttpServerResponse.redirect(target, { status: 302 })))
      )
      .handle("deposit", ({ path }) => Effect.flatMap(player, (userId) => payments.deposit(userId, path.id)))
      // The provider's call: no session; its signature over the exact body decides.
      .handle("providerCallback", ({ path, payload, request }) =>
        Effect.flatMap(
          Effect.orElseFail(request.text, () => new CallbackRefused({ message: "the body could not be read" })),
          (body) =>
            Effect.as(
              payments.receive(path.provider, { body, timestamp: request.headers[CALLBACK_TIMESTAMP_HEADER], signature: request.headers[CALLBACK_SIGNATURE_HEADER] }, payload),
              { received: true as const }
            )
        )
      )
      .handle("requestWithdrawal", ({ payload }) => Effect.flatMap(player, (userId) => payments.requestWithdrawal(userId, payload)))
      .handle("withdrawals", () => Effect.flatMap(player, payments.withdrawals))
      .handle("cancelWithdrawal", ({ path }) => Effect.flatMap(player, (userId) => payments.cancelWithdrawal(userId, path.id)))
      .handle("history", ({ urlParams }) => Effect.flatMap(player, (userId) => payments.history(userId, urlParams.tab, urlParams.before, urlParams.limit)))
      .handle("requests", () => Effect.flatMap(player, payments.requests))
      .handle("createRequest", ({ payload }) => Effect.flatMap(player, (userId) => payments.createRequest(userId, payload)))
  })
)

/** The operator's payments calls, behind the operator token. */
export const OperatorPaymentsHttpLive = (operatorToken: Option.Option<import("effect").Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorPayments", (handlers) =>
    Effect.map(PaymentsService, (payments) =>
      handlers
        .handle("withdrawalQueue", ({ urlParams }) => payments.withdrawalQueue(urlParams.status === "all"))
        .handle("approveWithdrawal", ({ path }) => payments.approveWithdrawal(path.id))
        .handle("rejectWithdrawal", ({ path, payload }) => payments.rejectWithdrawal(path.id, payload.reason))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
