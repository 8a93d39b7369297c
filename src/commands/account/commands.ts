import { Schema } from "effect"
import { captchaAnswer } from "../secret"

/** Reads the player's accounts (SPEC.md 7 user account data), again up to 5 x 2500 ms until one is active (SPEC.md 4). */
export class LoadAccounts extends Schema.TaggedClass<LoadAccounts>()("LoadAccounts", { ...captchaAnswer }) {}

/** The player's change of their accounts, as the account store's process flags name it (SPEC.md 3: add, delete, change). */
export const WalletChange = Schema.Union(
  Schema.TaggedStruct("add", { currencyId: Schema.Int }),
  Schema.TaggedStruct("delete", { accountId: Schema.Int }),
  Schema.TaggedStruct("change", { accountId: Schema.Int })
)
export type WalletChange = typeof WalletChange.Type

/** The player adds an account in another currency (SPEC.md 4 "Accounts"). */
export class AddCurrency extends Schema.TaggedClass<AddCurrency>()("AddCurrency", { currencyId: Schema.Int }) {}

/** The player removes an empty currency account. */
export class RemoveCurrency extends Schema.TaggedClass<RemoveCurrency>()("RemoveCurrency", { accountId: Schema.Int }) {}

/** The player makes another of their accounts the active one. */
export class SetActiveAccount extends Schema.TaggedClass<SetActiveAccount>()("SetActiveAccount", { accountId: Schema.Int }) {}

/**
 * Sends a change the player asked for, once its process flag is up (the asking command raised it): two commands
 * so that the store shows the change in progress while the server works on it.
 */
export class SendWalletChange extends Schema.TaggedClass<SendWalletChange>()("SendWalletChange", { change: WalletChange, ...captchaAnswer }) {}

/** The header's hide-balance switch. */
export class SetHideBalance extends Schema.TaggedClass<SetHideBalance>()("SetHideBalance", { hide: Schema.Boolean, ...captchaAnswer }) {}

export const accountCommands = [LoadAccounts, AddCurrency, RemoveCurrency, SetActiveAccount, SendWalletChange, SetHideBalance] as const
