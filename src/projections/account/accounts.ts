import { Schema } from "effect"
import { AccountData, CurrencyInfo, WalletAccount, WalletBonus } from "../../domain/account/wallets"
import { ApiError } from "../../domain/api/clientErrors"
import { playerScoped } from "../playerScoped"

const Process = Schema.Literal("add", "delete", "change")

/**
 * The account store of SPEC.md 3: the signed-in player's accounts (all_accounts; `accounts` and the active and
 * main ones are selectors), bonuses, the process flags of a change in progress, and the last change's outcome.
 */
export const AccountsState = Schema.Struct({
  /** The signed-in player the store belongs to (from the session's answers); null for a guest. */
  owner: Schema.NullOr(Schema.Int),
  /** idle: not loaded for `owner` yet. */
  status: Schema.Literal("idle", "loaded", "failed"),
  all_accounts: Schema.Array(WalletAccount),
  currencies: Schema.Array(CurrencyInfo),
  bonuses: Schema.Array(WalletBonus),
  hideBalance: Schema.Boolean,
  isAccountFrozen: Schema.Boolean,
  isAvailableFirstDepositBonus: Schema.Boolean,
  process: Schema.Struct({ add: Schema.Boolean, delete: Schema.Boolean, change: Schema.Boolean }),
  /** What the last add or remove ended with (SPEC.md 7: the answers carry a message; 8: failure is success false). */
  outcome: Schema.NullOr(
    Schema.Struct({ process: Process, success: Schema.Boolean, message: Schema.NullOr(Schema.String), error: Schema.NullOr(ApiError) })
  ),
  error: Schema.NullOr(ApiError)
})
export type AccountsState = typeof AccountsState.Type

const noProcess = { add: false, delete: false, change: false } as const

/** A new player's (or a guest's) empty store, field by field: it is made on every change of player. */
const emptyFor = (owner: number | null): AccountsState => ({
  owner,
  status: "idle",
  all_accounts: [],
  currencies: [],
  bonuses: [],
  // SPEC.md 9: the balance is hidden by default.
  hideBalance: true,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false,
  process: noProcess,
  outcome: null,
  error: null
})

const withData = (state: AccountsState, data: AccountData): AccountsState => ({
  ...state,
  status: "loaded",
  all_accounts: data.accounts,
  currencies: data.currencies,
  bonuses: data.bonuses,
  hideBalance: data.hideBalance,
  isAccountFrozen: data.isAccountFrozen,
  isAvailableFirstDepositBonus: data.isAvailableFirstDepositBonus,
  error: null
})

export const accountsProjection = playerScoped({
  name: "accounts",
  schema: AccountsState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["AccountsLoaded", "AccountsLoadFailed", "WalletChangeStarted", "WalletChanged", "WalletChangeFailed", "HideBalanceFailed", "ChangesReceived"],
  apply: (state, event): AccountsState => {
    switch (event._tag) {
      case "AccountsLoaded":
        return withData(state, event.data)
      case "AccountsLoadFailed":
        // Accounts already shown stay; only a first load that fails leaves the store failed.
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "WalletChangeStarted":
        return { ...state, process: { ...state.process, [event.change._tag]: true }, outcome: null }
      case "WalletChanged":
        return {
          ...withData(state, event.data),
          process: { ...state.process, [event.change._tag]: false },
          outcome: { process: event.change._tag, success: true, message: event.message, error: null }
        }
      case "WalletChangeFailed":
        return {
          ...state,
          process: { ...state.process, [event.change._tag]: false },
          outcome: {
            process: event.change._tag,
            success: false,
            message: event.error._tag === "ServerRefused" && event.error.title !== "" ? event.error.title : null,
            error: event.error
          }
        }
      case "HideBalanceFailed":
        return { ...state, error: event.error }
      case "ChangesReceived":
        // The changes feed's accounts, read when anything of the player's money changed (a settlement, a cash-out).
        return event.accounts === null ? state : withData(state, event.accounts)
    }
  }
})
