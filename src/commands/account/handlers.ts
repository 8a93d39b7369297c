import { Duration, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { accountRefreshRepeat, addCurrencyPoll } from "../../adapters/retryPolicies"
import { type AccountData, hasActiveAccount, holdsCurrency } from "../../domain/account/wallets"
import type { ApiError } from "../../domain/api/clientErrors"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type AddCurrency, type LoadAccounts, type RemoveCurrency, SendWalletChange, type SetActiveAccount, type SetHideBalance, type WalletChange } from "./commands"
import { AccountsLoaded, AccountsLoadFailed, HideBalanceFailed, WalletChanged, WalletChangeFailed, WalletChangeStarted } from "./events"

/**
 * SPEC.md 4 sets no end to the add-currency poll; a player should not watch a spinner for ever, so after this long
 * the wallets page shows what the last read found (the server adds the account at once, so the first read has it).
 */
export const ADD_CURRENCY_POLL_LIMIT = Duration.seconds(30)

const readAccounts = Effect.flatMap(Api, (api) => api.account.accounts(undefined))

/** The account data, read again up to 5 x 2500 ms until an active account exists (SPEC.md 4 and 9). */
export const loadAccounts: Handler<LoadAccounts> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const read = api.account.accounts(undefined, { captcha: command.captcha })
    return yield* fromServerAnswer(
      command,
      Effect.repeat(read, { schedule: accountRefreshRepeat<AccountData>(), until: hasActiveAccount }),
      (data) => emit(new AccountsLoaded({ data })),
      (error) => emit(new AccountsLoadFailed({ error }))
    )
  })

/** Raises the change's process flag, then sends it (SendWalletChange), so the page shows it in progress. */
const start = (change: WalletChange) => Effect.succeed(emitThen([new WalletChangeStarted({ change })], [new SendWalletChange({ change })]))

export const addCurrency: Handler<AddCurrency> = ({ currencyId }) => start({ _tag: "add", currencyId })
export const removeCurrency: Handler<RemoveCurrency> = ({ accountId }) => start({ _tag: "delete", accountId })
export const setActiveAccount: Handler<SetActiveAccount> = ({ accountId }) => start({ _tag: "change", accountId })

/** The accounts read every 1000 ms until the added currency's account appears (SPEC.md 4), at most ADD_CURRENCY_POLL_LIMIT. */
const untilCurrencyAppears = (currencyId: number) =>
  Effect.repeat(readAccounts, { schedule: addCurrencyPoll<AccountData>(), until: (data) => holdsCurrency(data, currencyId) }).pipe(
    Effect.timeoutTo({ duration: ADD_CURRENCY_POLL_LIMIT, onTimeout: () => readAccounts, onSuccess: Effect.succeed }),
    Effect.flatten
  )

export const sendWalletChange: Handler<SendWalletChange> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const options = { captcha: command.captcha }
    const change = command.change
    const call: Effect.Effect<{ readonly message: string | null; readonly data: AccountData }, ApiError, Api> =
      change._tag === "add"
        ? Effect.flatMap(api.account.addCurrency({ payload: { currencyId: change.currencyId } }, options), ({ message }) =>
            Effect.map(untilCurrencyAppears(change.currencyId), (data) => ({ message, data }))
          )
        : change._tag === "delete"
          ? Effect.flatMap(api.account.removeCurrency({ payload: { accountId: change.accountId } }, options), ({ message }) =>
              Effect.map(readAccounts, (data) => ({ message, data }))
            )
          : Effect.map(api.account.setActive({ payload: { accountId: change.accountId } }, options), (data) => ({ message: null, data }))
    return yield* fromServerAnswer(
      command,
      call,
      ({ data, message }) => emit(new WalletChanged({ change, message, data })),
      (error) => emit(new WalletChangeFailed({ change, error }))
    )
  })

export const setHideBalance: Handler<SetHideBalance> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.account.hideBalance({ payload: { hide: command.hide } }, { captcha: command.captcha }),
      (data) => emit(new AccountsLoaded({ data })),
      (error) => emit(new HideBalanceFailed({ error }))
    )
  })
