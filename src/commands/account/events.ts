import { Schema } from "effect"
import { AccountData } from "../../domain/account/wallets"
import { ApiError } from "../../domain/api/clientErrors"
import { version } from "../version"
import { WalletChange } from "./commands"

/** The user account data answered: the account store is filled from it (SPEC.md 3). */
export class AccountsLoaded extends Schema.TaggedClass<AccountsLoaded>()("AccountsLoaded", { ...version(1), data: AccountData }) {}

export class AccountsLoadFailed extends Schema.TaggedClass<AccountsLoadFailed>()("AccountsLoadFailed", { ...version(1), error: ApiError }) {}

/** A change of the player's accounts is on its way to the server: its process flag is up. */
export class WalletChangeStarted extends Schema.TaggedClass<WalletChangeStarted>()("WalletChangeStarted", {
  ...version(1),
  change: WalletChange
}) {}

/**
 * The server made the change; `data` is the accounts read afterwards (for an added currency: once the new account
 * appeared, or the last read when it did not in time). `message` is the server's (SPEC.md 7).
 */
export class WalletChanged extends Schema.TaggedClass<WalletChanged>()("WalletChanged", {
  ...version(1),
  change: WalletChange,
  message: Schema.NullOr(Schema.String),
  data: AccountData
}) {}

/** SPEC.md 8: add or remove currency failure is success false and the server's message (in the error's title). */
export class WalletChangeFailed extends Schema.TaggedClass<WalletChangeFailed>()("WalletChangeFailed", {
  ...version(1),
  change: WalletChange,
  error: ApiError
}) {}

export class HideBalanceFailed extends Schema.TaggedClass<HideBalanceFailed>()("HideBalanceFailed", { ...version(1), error: ApiError }) {}

export const accountEvents = [AccountsLoaded, AccountsLoadFailed, WalletChangeStarted, WalletChanged, WalletChangeFailed, HideBalanceFailed] as const

/** Everything but the start of a change records what the server answered. */
export const accountServerAnswers = [AccountsLoaded, AccountsLoadFailed, WalletChanged, WalletChangeFailed, HideBalanceFailed] as const
