import { Schema } from "effect"

/**
 * A player's accounts as SPEC.md 3 "Account" names them, shared by the server that answers them and the client
 * that shows them. Money is an integer of minor units of the account's currency (`minorDigits` of them make one
 * unit), never a float.
 */

/** SPEC.md 3: 0 main, 4 bonus, 9 currency (an additional real-money account in another currency). */
export const AccountType = { main: 0, bonus: 4, currency: 9 } as const
export const AccountTypeCode = Schema.Literal(AccountType.main, AccountType.bonus, AccountType.currency)
export type AccountTypeCode = typeof AccountTypeCode.Type

export const CurrencyIso = Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/))

/** A currency the site holds accounts in. */
export const CurrencyInfo = Schema.Struct({
  currencyId: Schema.Int,
  iso: CurrencyIso,
  symbol: Schema.String,
  /** Digits of the minor unit: 2 for kopecks and cents. */
  minorDigits: Schema.Int.pipe(Schema.between(0, 4))
})
export type CurrencyInfo = typeof CurrencyInfo.Type

export const WalletAccount = Schema.Struct({
  id: Schema.Int,
  type: AccountTypeCode,
  currencyId: Schema.Int,
  iso: CurrencyIso,
  symbol: Schema.String,
  minorDigits: Schema.Int.pipe(Schema.between(0, 4)),
  /** The balance in minor units. */
  money: Schema.Int,
  /** The player's loyalty points on their main account (src/domain/promo/loyalty.ts), 0 on the others. */
  points: Schema.Int,
  isActive: Schema.Boolean
})
export type WalletAccount = typeof WalletAccount.Type

/** A bonus the player holds (SPEC.md 3 account store "bonuses"): its id and the money on it. */
export const WalletBonus = Schema.Struct({ idBonus: Schema.Int, money: Schema.Int })

/** The user account data call (SPEC.md 7): everything the account store of SPEC.md 3 is filled from. */
export const AccountData = Schema.Struct({
  accounts: Schema.Array(WalletAccount),
  /** The currencies the site offers: what "add a currency" may choose from, minus those the player holds. */
  currencies: Schema.Array(CurrencyInfo),
  bonuses: Schema.Array(WalletBonus),
  hideBalance: Schema.Boolean,
  isAccountFrozen: Schema.Boolean,
  isAvailableFirstDepositBonus: Schema.Boolean
})
export type AccountData = typeof AccountData.Type

/** Why the server refused a change of the player's accounts; the answer also carries a message for people. */
export const WalletRefusalCode = {
  /** The main account cannot be removed. */
  mainAccount: 1,
  /** Only an empty account can be removed: withdraw or move the money first. */
  nonZeroBalance: 2,
  /** Only currency accounts (type 9) are added and removed by the player; bonus accounts come and go with bonuses. */
  notCurrencyAccount: 3,
  /** An operator froze the player's accounts. */
  frozen: 4,
  /** The player has no main account yet (registration opens it). */
  noMainAccount: 5,
  /** The site offers no such currency. */
  unknownCurrency: 6,
  /** The player is banned (SPEC.md 6: ban_level above 0); their accounts stay as they are. */
  banned: 7
} as const
export type WalletRefusalCode = (typeof WalletRefusalCode)[keyof typeof WalletRefusalCode]

/** The player's real-money accounts (main and currency ones): SPEC.md 3's `accounts`; `all_accounts` adds bonus ones. */
export const isRealMoney = (account: Pick<WalletAccount, "type">): boolean => account.type !== AccountType.bonus

/** What the wallets page offers to remove: a currency account with nothing on it. */
export const isRemovable = (account: Pick<WalletAccount, "type" | "money">): boolean => account.type === AccountType.currency && account.money === 0

/** The currencies the player can still add: offered by the site, and no real-money account of the player holds them. */
export const addableCurrencies = (
  currencies: ReadonlyArray<CurrencyInfo>,
  accounts: ReadonlyArray<Pick<WalletAccount, "type" | "iso">>
): ReadonlyArray<CurrencyInfo> => {
  const held = new Set(accounts.filter(isRealMoney).map((account) => account.iso))
  return currencies.filter((currency) => !held.has(currency.iso))
}

/** SPEC.md 4: the account data is read again until an active account exists. */
export const hasActiveAccount = (data: Pick<AccountData, "accounts">): boolean => data.accounts.some((account) => account.isActive)

/** The account the player made active (the header's balance, and the coupon's unless it chose another). */
export const activeAccountOf = (accounts: ReadonlyArray<WalletAccount>): WalletAccount | undefined => accounts.find((account) => account.isActive)

/** SPEC.md 4: after adding a currency, the accounts are read again until its account appears. */
export const holdsCurrency = (data: Pick<AccountData, "accounts">, currencyId: number): boolean =>
  data.accounts.some((account) => isRealMoney(account) && account.currencyId === currencyId)
