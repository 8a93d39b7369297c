import { Data } from "effect"
import type { AccountRef, Currency, ShapeRefusal } from "../../src/domain/account/ledger"

/**
 * Why the ledger refused a posting. These are for the areas that post (payments, coupon, promo): each decides
 * what its player sees. Nothing was written when one of them is answered.
 */

/** Not balanced per currency, a fraction of a minor unit, or an entry of zero (src/domain/account/ledger.ts checkShape). */
export class LedgerMalformed extends Data.TaggedError("LedgerMalformed")<{ readonly refusal: ShapeRefusal }> {}

/** An entry names an account that does not exist, or a player account in another currency than the entry's. */
export class UnknownLedgerAccount extends Data.TaggedError("UnknownLedgerAccount")<{ readonly account: AccountRef; readonly currency: Currency }> {}

/** The player removed this account: nothing is posted to it any more. */
export class LedgerAccountClosed extends Data.TaggedError("LedgerAccountClosed")<{ readonly account: AccountRef }> {}

/** The posting would take a player account below zero. */
export class InsufficientFunds extends Data.TaggedError("InsufficientFunds")<{
  readonly account: AccountRef
  readonly balance: number
  readonly shortBy: number
}> {}

/** The key was posted before with other content: a retry must repeat its request exactly, a new request needs a new key. */
export class IdempotencyConflict extends Data.TaggedError("IdempotencyConflict")<{ readonly key: string }> {}

export type LedgerError = LedgerMalformed | UnknownLedgerAccount | LedgerAccountClosed | InsufficientFunds | IdempotencyConflict
