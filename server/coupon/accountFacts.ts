/** What a placement needs to know of its account before the line check: whose it is, its type and currency. */
export interface AccountFacts {
  readonly id: number
  readonly userId: number
  readonly type: number
  readonly currency: string
}

/** Accounts remembered at most; past it the longest remembered is forgotten first. */
const CAPACITY = 100_000

/**
 * The accounts coupons were placed from, remembered by id: an account's owner, type and currency never change, so a
 * placement from a known account needs no read before place_coupon, which judges what may change (closed, banned,
 * frozen, the balance) in the same statement that writes (migration 035).
 */
export const makeAccountFacts = () => {
  const known = new Map<number, AccountFacts>()
  return {
    get: (id: number): AccountFacts | undefined => known.get(id),
    remember: (facts: AccountFacts): void => {
      if (!known.has(facts.id) && known.size >= CAPACITY) known.delete(known.keys().next().value!)
      known.set(facts.id, facts)
    }
  }
}
