import { HttpApiBuilder, HttpServerResponse, type HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { WalletRefused } from "../../src/domain/api/account"
import { WalletRefusalCode } from "../../src/domain/account/wallets"
import { isBanned } from "../../src/domain/session/banGuard"
import { makePlayerRepo } from "../session/playerRepo"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { EmailActivations } from "../session/emailActivation"
import { signedInPlayer } from "../session/signedInPlayer"
import { requestContext } from "../platform/http/requestContext"
import { AccountSettingsService } from "./accountSettings"
import { IdentityChecks } from "./identityChecks"
import { OfficeService } from "./office"
import { PhoneBinding } from "./phoneBinding"
import { WalletService } from "./service"
import { VerificationService } from "./verification"

/** The account group's handlers: every call is the signed-in player's own (else 401). */
export const AccountHttpLive = HttpApiBuilder.group(OddsfoldApi, "account", (handlers) =>
  Effect.gen(function* () {
    const wallets = yield* WalletService
    const office = yield* OfficeService
    const accountSettings = yield* AccountSettingsService
    const verification = yield* VerificationService
    const identityChecks = yield* IdentityChecks
    const phones = yield* PhoneBinding
    const activations = yield* EmailActivations
    const client = Effect.map(requestContext, (context) => context.client.address)
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    const players = yield* makePlayerRepo
    /**
     * The server is the law on bans (ARCHITECTURE 6): a banned player's wallet changes (add or remove a currency, switch
     * the active account) are refused whatever the client shows. Reading the balance stays open.
     */
    const unbannedPlayer = Effect.flatMap(player, (signedIn) =>
      Effect.flatMap(players.byId(signedIn.userId), (row) =>
        Option.isSome(row) && isBanned({ banLevel: row.value.ban_level, banVersion: row.value.ban_version })
          ? Effect.fail(new WalletRefused({ code: WalletRefusalCode.banned, message: "Your account is blocked: its wallets cannot be changed." }))
          : Effect.succeed(signedIn)
      )
    )
    const answer = (message: string) => ({ success: true as const, message })
    /** This site as the player's browser reached it: where the provider sends the browser and its result back. */
    const siteOrigin = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.map(requestContext, ({ client }) => `${client.https ? "https" : "http"}://${request.headers["host"] ?? ""}`)

    return handlers
      .handle("accounts", () => Effect.flatMap(player, ({ userId }) => wallets.accountData(userId)))
      .handle("setActive", ({ payload }) => Effect.flatMap(unbannedPlayer, ({ userId }) => wallets.setActive(userId, payload.accountId)))
      .handle("addCurrency", ({ payload }) =>
        Effect.flatMap(unbannedPlayer, ({ userId }) => Effect.map(wallets.addCurrency(userId, payload.currencyId), answer))
      )
      .handle("removeCurrency", ({ payload }) =>
        Effect.flatMap(unbannedPlayer, ({ userId }) => Effect.map(wallets.removeCurrency(userId, payload.accountId), answer))
      )
      .handle("hideBalance", ({ payload }) => Effect.flatMap(player, ({ userId }) => wallets.setHideBalance(userId, payload.hide)))
      // The personal office (office.ts).
      .handle("profile", () => Effect.flatMap(player, ({ userId }) => office.profile(userId)))
      .handle("saveProfile", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.saveProfile(userId, payload.data)))
      .handle("security", () => Effect.flatMap(player, ({ userId }) => office.security(userId)))
      .handle("changePassword", ({ payload }) => Effect.flatMap(player, (p) => office.changePassword(p, payload.current, payload.next)))
      .handle("beginTwoStep", () => Effect.flatMap(player, ({ userId }) => office.beginTwoStep(userId)))
      .handle("enableTwoStep", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.enableTwoStep(userId, payload.code)))
      .handle("disableTwoStep", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.disableTwoStep(userId, payload.code, payload.securityAnswer)))
      .handle("setSecurityQuestion", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.setSecurityQuestion(userId, payload)))
      .handle("setEmailAuth", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.setEmailAuth(userId, payload.enabled, payload.securityAnswer)))
      // Phone binding and the confirmation link again (phoneBinding.ts).
      .handle("sendPhoneBindingCode", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.flatMap(client, (address) => phones.sendBindingCode(userId, payload, address)))
      )
      .handle("bindPhone", ({ payload }) => Effect.flatMap(player, ({ userId }) => phones.bind(userId, payload)))
      .handle("sendPhoneUnbindingCode", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.flatMap(client, (address) => phones.sendUnbindingCode(userId, payload.lang, address)))
      )
      .handle("unbindPhone", ({ payload }) => Effect.flatMap(player, ({ userId }) => phones.unbind(userId, payload.code, payload.securityAnswer)))
      .handle("resendEmailConfirmation", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.flatMap(client, (address) => phones.resendConfirmation(userId, payload.lang, address)))
      )
      .handle("addEmail", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.flatMap(client, (address) => activations.send(userId, payload, address)))
      )
      .handle("settings", () => Effect.flatMap(player, ({ userId }) => office.settings(userId)))
      .handle("saveSettings", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.saveSettings(userId, payload)))
      // SPEC.md 3 account settings (accountSettings.ts).
      .handle("accountSettings", () => Effect.flatMap(player, ({ userId }) => accountSettings.state(userId)))
      .handle("saveAccountSettings", ({ payload }) => Effect.flatMap(player, ({ userId }) => accountSettings.save(userId, payload)))
      // Verification documents (accountVerification.ts): the player's own only; another's id is not found.
      .handle("verification", () => Effect.flatMap(player, ({ userId }) => verification.state(userId)))
      .handle("uploadDocument", ({ payload }) => Effect.flatMap(player, ({ userId }) => verification.upload(userId, payload.kind, payload.file)))
      .handle("document", ({ path }) => Effect.flatMap(player, ({ userId }) => verification.document(userId, path.id)))
      // The online identity check (identityChecks.ts): started by the player, continued through the site, decided by
      // the provider's signed result alone (the callback is the provider's call, with no session).
      .handle("startIdentityCheck", ({ payload, request }) =>
        Effect.flatMap(player, ({ userId }) => Effect.flatMap(siteOrigin(request), (origin) => identityChecks.start(userId, { language: payload.lng, siteOrigin: origin })))
      )
      .handle("continueIdentityCheck", ({ path }) =>
        Effect.flatMap(player, ({ userId }) => Effect.map(identityChecks.continueTarget(userId, path.id), (target) => HttpServerResponse.redirect(target, { status: 302 })))
      )
      .handle("identityCheckResult", ({ payload }) => identityChecks.record(payload.result))
  })
)
