import { Either, HashMap, HashSet, Option, Schema } from "effect"

/**
 * The wallet's double-entry ledger (ARCHITECTURE 6), as pure rules the server's repository and the tests share.
 * Money is an integer count of minor units (kopecks, cents). Every transaction is a set of entries, each moving a
 * signed amount on one account in one currency, and the entries of a transaction sum to zero per currency: money is
 * only ever moved, never made. Player accounts never go below zero; the house's accounts are the counterparties of
 * deposits, stakes and payouts and may.
 */

/** Minor units: an integer, never a float. */
export const MinorUnits = Schema.Int.pipe(Schema.brand("MinorUnits"))
export type MinorUnits = typeof MinorUnits.Type

export const Currency = Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/), Schema.brand("Currency"))
export type Currency = typeof Currency.Type

/** `player:<accountId>` holds a player's money; `house:<purpose>` is the operator's side of every movement. */
export const AccountRef = Schema.String.pipe(Schema.pattern(/^(player|house):[A-Za-z0-9_-]+$/))
export type AccountRef = typeof AccountRef.Type

export const isPlayerAccount = (account: AccountRef): boolean => account.startsWith("player:")

export const LedgerEntry = Schema.Struct({ account: AccountRef, currency: Currency, amount: Schema.Int })
export type LedgerEntry = typeof LedgerEntry.Type

/** A transaction with the key that makes posting it idempotent (a retried request posts nothing twice). */
export const LedgerTransaction = Schema.Struct({
  key: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
  entries: Schema.Array(LedgerEntry).pipe(Schema.minItems(2))
})
export type LedgerTransaction = typeof LedgerTransaction.Type

/** The house accounts the standard movements use. */
export const HouseAccount = {
  /** Money that came in from payment providers (deposits) or went out (withdrawals). */
  cashier: "house:cashier",
  /** Stakes reserved for coupons that are not settled yet. */
  stakesHeld: "house:stakes-held",
  /** The operator's result: lost stakes in, winnings above the stake out. */
  bookmaker: "house:bookmaker",
  /** Where bonus money and promo codes' boosts come from, and where unmet bonuses go back to. */
  promotions: "house:promo-bonuses",
  /** The free bets awarded and not staked yet (src/domain/promo/freeBets.ts): the house's promise, not the player's money. */
  freeBets: "house:free-bets"
} as const satisfies Record<string, AccountRef>

const entry = (account: AccountRef, currency: Currency, amount: number): LedgerEntry => ({ account, currency, amount })

/** The standard movements; each is balanced by construction. Amounts are positive minor units. */
export const movements = {
  deposit: (key: string, player: AccountRef, currency: Currency, amount: MinorUnits): LedgerTransaction => ({
    key,
    entries: [entry(player, currency, amount), entry(HouseAccount.cashier, currency, -amount)]
  }),
  withdraw: (key: string, player: AccountRef, currency: Currency, amount: MinorUnits): LedgerTransaction => ({
    key,
    entries: [entry(player, currency, -amount), entry(HouseAccount.cashier, currency, amount)]
  }),
  /** A coupon's stake leaves the player's account and waits for the result. */
  reserveStake: (key: string, player: AccountRef, currency: Currency, stake: MinorUnits): LedgerTransaction => ({
    key,
    entries: [entry(player, currency, -stake), entry(HouseAccount.stakesHeld, currency, stake)]
  }),
  /**
   * A settled coupon: the held stake is released, the player gets `payout` (0 for a loss, the stake for a void), and
   * the bookmaker's account takes the difference.
   */
  settle: (key: string, player: AccountRef, currency: Currency, stake: MinorUnits, payout: MinorUnits): LedgerTransaction => ({
    key,
    entries: [
      entry(HouseAccount.stakesHeld, currency, -stake),
      ...(payout === 0 ? [] : [entry(player, currency, payout)]),
      ...(payout === stake ? [] : [entry(HouseAccount.bookmaker, currency, stake - payout)])
    ]
  }),
  /**
   * A settled coupon whose promo code adds `boost` to its payout: the settlement as above, and the boost paid to the
   * player by `boostFrom` (the house's promotions account), in the same transaction.
   */
  settleBoosted: (key: string, player: AccountRef, currency: Currency, stake: MinorUnits, payout: MinorUnits, boost: MinorUnits, boostFrom: AccountRef): LedgerTransaction =>
    boost === 0
      ? movements.settle(key, player, currency, stake, payout)
      : {
          key,
          // The bookmaker's side is what the odds lost (stake - payout), not the boost, which `boostFrom` pays.
          entries: [
            entry(HouseAccount.stakesHeld, currency, -stake),
            entry(player, currency, payout + boost),
            ...(payout === stake ? [] : [entry(HouseAccount.bookmaker, currency, stake - payout)]),
            entry(boostFrom, currency, -boost)
          ]
        },
  /** A free bet staked: its amount leaves the house's free-bets account and is held like any stake. */
  reserveFreeBet: (key: string, currency: Currency, stake: MinorUnits): LedgerTransaction => ({
    key,
    entries: [entry(HouseAccount.freeBets, currency, -stake), entry(HouseAccount.stakesHeld, currency, stake)]
  }),
  /**
   * A settled free-bet coupon (src/domain/promo/freeBets.ts): void, the held stake goes back to the free-bets account
   * (the free bet is the player's again); else the promotions account takes the held stake back and pays the player
   * `winnings` (0 for a loss).
   */
  settleFreeBet: (key: string, player: AccountRef, currency: Currency, stake: MinorUnits, winnings: MinorUnits, isVoid: boolean): LedgerTransaction => ({
    key,
    entries: isVoid
      ? [entry(HouseAccount.stakesHeld, currency, -stake), entry(HouseAccount.freeBets, currency, stake)]
      : [
          entry(HouseAccount.stakesHeld, currency, -stake),
          ...(winnings === stake ? [] : [entry(HouseAccount.promotions, currency, stake - winnings)]),
          ...(winnings === 0 ? [] : [entry(player, currency, winnings)])
        ]
  }),
  /** A cancelled coupon: the held stake goes back to the player whole (a settlement that pays the stake). */
  voidStake: (key: string, player: AccountRef, currency: Currency, stake: MinorUnits): LedgerTransaction =>
    movements.settle(key, player, currency, stake, stake)
}

/** Why a transaction cannot be posted. */
export type LedgerRefusal = ShapeRefusal | { readonly _tag: "InsufficientFunds"; readonly account: AccountRef; readonly currency: Currency; readonly balance: number; readonly shortBy: number }

/** Why a transaction is malformed whatever the balances: the checks the server makes before it touches the database. */
export type ShapeRefusal =
  | { readonly _tag: "Unbalanced"; readonly currency: Currency; readonly sum: number }
  | { readonly _tag: "NotMinorUnits"; readonly account: AccountRef }
  | { readonly _tag: "ZeroAmount"; readonly account: AccountRef }

/** The sum of a transaction's entries per currency; a balanced transaction has only zeros. */
export const sumsByCurrency = (transaction: LedgerTransaction): ReadonlyMap<Currency, number> => {
  const sums = new Map<Currency, number>()
  for (const { currency, amount } of transaction.entries) sums.set(currency, (sums.get(currency) ?? 0) + amount)
  return sums
}

export const isBalanced = (transaction: LedgerTransaction): boolean => [...sumsByCurrency(transaction).values()].every((sum) => sum === 0)

type BalanceKey = `${AccountRef}/${Currency}`
const balanceKey = (account: AccountRef, currency: Currency): BalanceKey => `${account}/${currency}`

/** The ledger as a value: balances per account and currency, and the keys already posted. */
export interface Ledger {
  readonly balances: HashMap.HashMap<BalanceKey, number>
  readonly posted: HashSet.HashSet<string>
}

export const emptyLedger: Ledger = { balances: HashMap.empty(), posted: HashSet.empty() }

export const balanceOf = (ledger: Ledger, account: AccountRef, currency: Currency): number =>
  Option.getOrElse(HashMap.get(ledger.balances, balanceKey(account, currency)), () => 0)

/** Whole minor units, no entry of zero (it would move nothing), and every currency summing to zero. */
export const checkShape = (transaction: LedgerTransaction): Either.Either<void, ShapeRefusal> => {
  for (const { account, amount } of transaction.entries) {
    if (!Number.isSafeInteger(amount)) return Either.left({ _tag: "NotMinorUnits", account })
    if (amount === 0) return Either.left({ _tag: "ZeroAmount", account })
  }
  for (const [currency, sum] of sumsByCurrency(transaction)) {
    if (sum !== 0) return Either.left({ _tag: "Unbalanced", currency, sum })
  }
  return Either.void
}

/** Checks a transaction against the ledger: well formed (checkShape), and no player account below zero. */
export const checkTransaction = (ledger: Ledger, transaction: LedgerTransaction): Either.Either<void, LedgerRefusal> => {
  const shape = checkShape(transaction)
  if (Either.isLeft(shape)) return shape
  const change = new Map<BalanceKey, number>()
  for (const { account, currency, amount } of transaction.entries) {
    const key = balanceKey(account, currency)
    change.set(key, (change.get(key) ?? 0) + amount)
  }
  for (const { account, currency } of transaction.entries) {
    if (!isPlayerAccount(account)) continue
    const balance = balanceOf(ledger, account, currency)
    const after = balance + (change.get(balanceKey(account, currency)) ?? 0)
    if (after < 0) return Either.left({ _tag: "InsufficientFunds", account, currency, balance, shortBy: -after })
  }
  return Either.void
}

/** What posting did: applied, or nothing because the key was posted before (idempotency), or refused. */
export type PostResult =
  | { readonly _tag: "Posted"; readonly ledger: Ledger }
  | { readonly _tag: "AlreadyPosted"; readonly ledger: Ledger }
  | { readonly _tag: "Refused"; readonly ledger: Ledger; readonly refusal: LedgerRefusal }

export const post = (ledger: Ledger, transaction: LedgerTransaction): PostResult => {
  if (HashSet.has(ledger.posted, transaction.key)) return { _tag: "AlreadyPosted", ledger }
  const checked = checkTransaction(ledger, transaction)
  if (Either.isLeft(checked)) return { _tag: "Refused", ledger, refusal: checked.left }
  const balances = HashMap.mutate(ledger.balances, (draft) => {
    for (const { account, currency, amount } of transaction.entries) {
      const key = balanceKey(account, currency)
      HashMap.set(draft, key, Option.getOrElse(HashMap.get(draft, key), () => 0) + amount)
    }
  })
  return { _tag: "Posted", ledger: { balances, posted: HashSet.add(ledger.posted, transaction.key) } }
}

/** The sum of every balance in a currency: zero for any ledger built by `post`. */
export const totalInCurrency = (ledger: Ledger, currency: Currency): number => {
  let total = 0
  for (const [key, amount] of ledger.balances) if (key.endsWith(`/${currency}`)) total += amount
  return total
}
