import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { OfficeService } from "./office"
import { WalletService } from "./service"
import { VerificationService } from "./verification"

/** The account group's handlers: every call is the signed-in player's own (else 401). */
export const AccountHttpLive = HttpApiBuilder.group(OddsfoldApi, "account", (handlers) =>
  Effect.gen(function* () {
    const wallets = yield* WalletService
    const office = yield* OfficeService
    const verification = yield* VerificationService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    const answer = (message: string) => ({ success: true as const, message })

    return handlers
      .handle("accounts", () => Effect.flatMap(player, ({ userId }) => wallets.accountData(userId)))
      .handle("setActive", ({ payload }) => Effect.flatMap(player, ({ userId }) => wallets.setActive(userId, payload.accountId)))
      .handle("addCurrency", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.map(wallets.addCurrency(userId, payload.currencyId), answer))
      )
      .handle("removeCurrency", ({ payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.map(wallets.removeCurrency(userId, payload.accountId), answer))
      )
      .handle("hideBalance", ({ payload }) => Effect.flatMap(player, ({ userId }) => wallets.setHideBalance(userId, payload.hide)))
      // The personal office (office.ts).
      .handle("profile", () => Effect.flatMap(player, ({ userId }) => office.profile(userId)))
      .handle("saveProfile", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.saveProfile(userId, payload.data)))
      .handle("security", () => Effect.flatMap(player, ({ userId }) => office.security(userId)))
      .handle("changePassword", ({ payload }) => Effect.flatMap(player, (p) => office.changePassword(p, payload.current, payload.next)))
      .handle("beginTwoStep", () => Effect.flatMap(player, ({ userId }) => office.beginTwoStep(userId)))
      .handle("enableTwoStep", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.enableTwoStep(userId, payload.code)))
      .handle("disableTwoStep", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.disableTwoStep(userId, payload.code)))
      .handle("setSecurityQuestion", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.setSecurityQuestion(userId, payload)))
      .handle("setEmailAuth", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.setEmailAuth(userId, payload.enabled)))
      .handle("settings", () => Effect.flatMap(player, ({ userId }) => office.settings(userId)))
      .handle("saveSettings", ({ payload }) => Effect.flatMap(player, ({ userId }) => office.saveSettings(userId, payload)))
      // Verification documents (accountVerification.ts): the player's own only; another's id is not found.
      .handle("verification", () => Effect.flatMap(player, ({ userId }) => verification.state(userId)))
      .handle("uploadDocument", ({ payload }) => Effect.flatMap(player, ({ userId }) => verification.upload(userId, payload.kind, payload.file)))
      .handle("document", ({ path }) => Effect.flatMap(player, ({ userId }) => verification.document(userId, path.id)))
  })
)
