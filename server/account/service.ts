import { Clock, Context, Effect, Layer, Option } from "effect"
import { type AccountData, AccountType, WalletRefusalCode } from "../../src/domain/account/wallets"
import { AccountNotFound, WalletRefused } from "../../src/domain/api/account"
import { DatabaseFault, transactionOrDie } from "../platform/db/databaseFault"
import { type CurrencyRow, makeWalletRepo, type OpenAccountRow, type WalletRow } from "./repo"

/** The players' wallets: their accounts as SPEC.md 3 describes them, and the changes a player makes to them. */
export interface WalletServiceShape {
  /** The user account data call: accounts with balances, which is active, the currencies on offer, the header's flags. */
  readonly accountData: (userId: number) => Effect.Effect<AccountData>
  /**
   * The player's main account (type 0) in `currency` (ISO code), opened if the player has none, and active if
   * nothing else is: what registration calls. Idempotent: later calls answer the same account, whatever currency
   * they name (a player's main currency never changes).
   */
  readonly openMainAccount: (userId: number, currency: string) => Effect.Effect<{ readonly accountId: number; readonly opened: boolean }, WalletRefused>
  readonly setActive: (userId: number, accountId: number) => Effect.Effect<AccountData, AccountNotFound | WalletRefused>
  /** Adds a currency account (type 9); asking again, or twice at once, leaves the player with one. */
  readonly addCurrency: (userId: number, currencyId: number) => Effect.Effect<string, WalletRefused>
  /** Removes (closes) an empty currency account; the main account and accounts with money stay. */
  readonly removeCurrency: (userId: number, accountId: number) => Effect.Effect<string, AccountNotFound | WalletRefused>
  readonly setHideBalance: (userId: number, hide: boolean) => Effect.Effect<AccountData>
}

export class WalletService extends Context.Tag("oddsfold/server/WalletService")<WalletService, WalletServiceShape>() {}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const refused = (code: WalletRefusalCode, message: string) => new WalletRefused({ code, message })
const notFound = new AccountNotFound({ message: "you have no such account" })

const toAccountData = (currencies: ReadonlyArray<CurrencyRow>, accounts: ReadonlyArray<OpenAccountRow>, wallet: Option.Option<WalletRow>): AccountData => {
  const active = Option.getOrNull(Option.flatMap(wallet, (w) => Option.fromNullable(w.active_account_id)))
  return {
    accounts: accounts.map((row) => ({
      id: row.id,
      type: row.type,
      currencyId: row.currency_id,
      iso: row.iso,
      symbol: row.symbol,
      minorDigits: row.minor_digits,
      money: row.balance,
      points: row.points,
      isActive: row.id === active
    })),
    currencies: currencies.map((c) => ({ currencyId: c.id, iso: c.iso, symbol: c.symbol, minorDigits: c.minor_digits })),
    // Nothing awards bonuses yet; the promo area fills these from the bonus accounts it credits.
    bonuses: [],
    // SPEC.md 9: the balance is hidden by default.
    hideBalance: Option.match(wallet, { onNone: () => true, onSome: (w) => w.hide_balance }),
    isAccountFrozen: Option.match(wallet, { onNone: () => false, onSome: (w) => w.frozen }),
    isAvailableFirstDepositBonus: false
  }
}

export const WalletServiceLive = Layer.effect(
  WalletService,
  Effect.gen(function* () {
    const repo = yield* makeWalletRepo
    const transaction = transactionOrDie(repo.withTransaction)

    const accountData = (userId: number) =>
      Effect.map(
        Effect.all([repo.currencies, repo.openAccounts(userId), repo.wallet(userId)], { concurrency: "unbounded" }),
        ([currencies, accounts, wallet]) => toAccountData(currencies, accounts, wallet)
      )

    /** The player's wallet, locked for a change; refused when there is none yet or an operator froze it. */
    const lockedWallet = (userId: number) =>
      Effect.flatMap(repo.lockWallet(userId), (wallet) =>
        Option.isNone(wallet)
          ? Effect.fail(refused(WalletRefusalCode.noMainAccount, "your main account is not open yet"))
          : wallet.value.frozen
            ? Effect.fail(refused(WalletRefusalCode.frozen, "your accounts are frozen: please contact support"))
            : Effect.succeed(wallet.value)
      )

    return {
      accountData,

      openMainAccount: (userId, currency) =>
        transaction(
          Effect.gen(function* () {
            const at = yield* now
            const known = (yield* repo.currencies).find((c) => c.iso === currency)
            if (known === undefined) return yield* refused(WalletRefusalCode.unknownCurrency, `${currency} is not a currency of this site`)
            yield* repo.ensureWallet({ userId, at })
            yield* repo.lockWallet(userId)
            const made = yield* repo.insertAccount({ userId, type: AccountType.main, currency, at })
            const main = yield* repo.mainAccount(userId)
            if (Option.isNone(main)) return yield* Effect.die(new DatabaseFault("the main account just opened is not there"))
            yield* repo.activateIfNone({ userId, accountId: main.value.id })
            return { accountId: main.value.id, opened: Option.isSome(made) }
          })
        ),

      setActive: (userId, accountId) =>
        Effect.zipRight(
          transaction(
            Effect.gen(function* () {
              yield* lockedWalletUnfrozen(userId)
              const account = yield* repo.lockAccount({ userId, accountId })
              if (Option.isNone(account) || account.value.closed_at !== null) return yield* notFound
              yield* repo.setActive({ userId, accountId })
            })
          ),
          accountData(userId)
        ),

      addCurrency: (userId, currencyId) =>
        transaction(
          Effect.gen(function* () {
            const currency = (yield* repo.currencies).find((c) => c.id === currencyId)
            if (currency === undefined) return yield* refused(WalletRefusalCode.unknownCurrency, `currency ${currencyId} is not offered here`)
            yield* lockedWallet(userId)
            const made = yield* repo.insertAccount({ userId, type: AccountType.currency, currency: currency.iso, at: yield* now })
            return Option.isSome(made) ? `Your ${currency.iso} account is open` : `You already have a ${currency.iso} account`
          })
        ),

      removeCurrency: (userId, accountId) =>
        transaction(
          Effect.gen(function* () {
            const wallet = yield* lockedWallet(userId)
            const found = yield* repo.lockAccount({ userId, accountId })
            if (Option.isNone(found) || found.value.closed_at !== null) return yield* notFound
            const account = found.value
            if (account.type === AccountType.main) return yield* refused(WalletRefusalCode.mainAccount, "the main account cannot be removed")
            if (account.type !== AccountType.currency) {
              return yield* refused(WalletRefusalCode.notCurrencyAccount, "only currency accounts can be removed")
            }
            if (account.balance !== 0) {
              return yield* refused(WalletRefusalCode.nonZeroBalance, `your ${account.iso} account still holds money: withdraw or spend it first`)
            }
            yield* repo.close({ accountId, at: yield* now })
            // The active account is never a closed one: the main account takes over.
            if (wallet.active_account_id === accountId) {
              const main = yield* repo.mainAccount(userId)
              if (Option.isSome(main)) yield* repo.setActive({ userId, accountId: main.value.id })
            }
            return `Your ${account.iso} account is removed`
          })
        ),

      setHideBalance: (userId, hide) => Effect.zipRight(Effect.flatMap(now, (at) => repo.setHideBalance({ userId, hide, at })), accountData(userId))
    }

    /** Switching the active account moves no money, so a frozen wallet may still do it. */
    function lockedWalletUnfrozen(userId: number) {
      return Effect.flatMap(repo.lockWallet(userId), (wallet) =>
        Option.isNone(wallet) ? Effect.fail(notFound) : Effect.succeed(wallet.value)
      )
    }
  })
)
