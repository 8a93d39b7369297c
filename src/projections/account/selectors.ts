import { AccountType, activeAccountOf, isRealMoney, type WalletAccount } from "../../domain/account/wallets"
import type { AccountsState } from "./accounts"

/** SPEC.md 3 account store `accounts`: the real-money ones (main and currency); `all_accounts` adds bonus accounts. */
export const realMoneyAccounts = (state: AccountsState): ReadonlyArray<WalletAccount> => state.all_accounts.filter(isRealMoney)

export const activeAccount = (state: AccountsState): WalletAccount | undefined => activeAccountOf(state.all_accounts)

export const mainAccount = (state: AccountsState): WalletAccount | undefined =>
  state.all_accounts.find((account) => account.type === AccountType.main)

/** SPEC.md 3 `label`: the account's currency code. */
export const labelOf = (account: Pick<WalletAccount, "iso">): string => account.iso

/** SPEC.md 3 `labelWithSymbol`: "USD ($)". */
export const labelWithSymbolOf = (account: Pick<WalletAccount, "iso" | "symbol">): string => `${account.iso} (${account.symbol})`

/** Any change of the player's accounts in progress: the wallets page holds its buttons until it is done. */
export const isChanging = (state: AccountsState): boolean => state.process.add || state.process.delete || state.process.change
