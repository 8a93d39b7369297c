import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { AccountData } from "../account/wallets"
import { officeEndpoints as office } from "./accountOffice"
import { verificationEndpoints } from "./accountVerification"
import { Unauthorized } from "./errors"

/**
 * The account area's calls (SPEC.md 7: user account data, set-active-account, add-currency and remove-currency;
 * their paths are not shown there, these are ours). Every call is the signed-in player's: the session cookie must
 * belong to a player, else 401. Changes take a JSON body, so a plain cross-site form post can never make one.
 */

/** A change the player may not make now; `code` is one of WalletRefusalCode, `message` says why to a person. */
export class WalletRefused extends Schema.TaggedError<WalletRefused>()(
  "WalletRefused",
  { code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** No account with this id belongs to the player (another player's account answers the same). */
export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()(
  "AccountNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** SPEC.md 7: the add-currency and remove-currency answers carry a message. */
export const WalletChangeAnswer = Schema.Struct({ success: Schema.Literal(true), message: Schema.String })

const AccountId = Schema.Int.pipe(Schema.positive())

export const accountGroup = HttpApiGroup.make("account")
  .add(HttpApiEndpoint.get("accounts", "/web-api/account/accounts").addSuccess(AccountData).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("setActive", "/web-api/account/active")
      .setPayload(Schema.Struct({ accountId: AccountId }))
      .addSuccess(AccountData)
      .addError(Unauthorized)
      .addError(AccountNotFound)
      .addError(WalletRefused)
  )
  .add(
    HttpApiEndpoint.post("addCurrency", "/web-api/account/currency/add")
      .setPayload(Schema.Struct({ currencyId: Schema.Int.pipe(Schema.positive()) }))
      .addSuccess(WalletChangeAnswer)
      .addError(Unauthorized)
      .addError(WalletRefused)
      .addError(AccountNotFound)
  )
  .add(
    HttpApiEndpoint.post("removeCurrency", "/web-api/account/currency/remove")
      .setPayload(Schema.Struct({ accountId: AccountId }))
      .addSuccess(WalletChangeAnswer)
      .addError(Unauthorized)
      .addError(AccountNotFound)
      .addError(WalletRefused)
  )
  .add(
    // The header's hide-balance switch (SPEC.md 3 user_hide_balance), kept per player.
    HttpApiEndpoint.post("hideBalance", "/web-api/account/hide-balance")
      .setPayload(Schema.Struct({ hide: Schema.Boolean }))
      .addSuccess(AccountData)
      .addError(Unauthorized)
  )
  // The personal office (accountOffice.ts).
  .add(office.profile)
  .add(office.saveProfile)
  .add(office.security)
  .add(office.changePassword)
  .add(office.beginTwoStep)
  .add(office.enableTwoStep)
  .add(office.disableTwoStep)
  .add(office.setSecurityQuestion)
  .add(office.setEmailAuth)
  .add(office.sendPhoneBindingCode)
  .add(office.bindPhone)
  .add(office.sendPhoneUnbindingCode)
  .add(office.unbindPhone)
  .add(office.resendEmailConfirmation)
  .add(office.addEmail)
  .add(office.settings)
  .add(office.saveSettings)
  .add(office.accountSettings)
  .add(office.saveAccountSettings)
  // Verification documents (accountVerification.ts).
  .add(verificationEndpoints.verification)
  .add(verificationEndpoints.uploadDocument)
  .add(verificationEndpoints.document)
  // The online identity check of the verification page (accountVerification.ts), the provider's callback included.
  .add(verificationEndpoints.startIdentityCheck)
  .add(verificationEndpoints.continueIdentityCheck)
  .add(verificationEndpoints.identityCheckResult)
