import { Schema } from "effect"

/**
 * The online identity check of the verification page (SPEC.md 2.5 "verification (with a third-party identity check
 * page)"): instead of sending documents for an operator to read, the player goes to an identity-check provider, which
 * photographs their identity document, takes a selfie, compares the two and checks the document, then tells the
 * bookmaker the outcome in a signed result. Shared by the server (what it stores and answers) and the client (what
 * the pages show), so both read the same rules.
 */

/** A check the player started (no result yet), or the provider's outcome. */
export const IdentityCheckStatus = Schema.Literal("started", "verified", "rejected")
export type IdentityCheckStatus = typeof IdentityCheckStatus.Type

/**
 * Why a provider did not confirm the identity: a short code (a-z, 0-9, '_'). The known ones below are said in the
 * player's words; any other a provider sends is shown as a refusal without details.
 */
export const REJECTION_REASON_PATTERN = /^[a-z0-9_]{1,64}$/
export const RejectionReason = Schema.String.pipe(Schema.pattern(REJECTION_REASON_PATTERN))

/** The reasons the pages explain (and the sandbox offers). */
export const KNOWN_REJECTION_REASONS = ["document_expired", "document_unreadable", "face_mismatch", "document_not_supported", "suspected_fraud"] as const
export type KnownRejectionReason = (typeof KNOWN_REJECTION_REASONS)[number]
export const isKnownRejectionReason = (reason: string): reason is KnownRejectionReason => (KNOWN_REJECTION_REASONS as ReadonlyArray<string>).includes(reason)

/** A check of the player as they see it: no provider's session, no URL. Times are epoch milliseconds. */
export const IdentityCheck = Schema.Struct({
  id: Schema.UUID,
  status: IdentityCheckStatus,
  reason: Schema.NullOr(RejectionReason),
  startedAt: Schema.Number,
  decidedAt: Schema.NullOr(Schema.Number)
})
export type IdentityCheck = typeof IdentityCheck.Type

/** Checks a player may start in a day: each costs the bookmaker money at the provider, and a person needs few tries. */
export const MAX_IDENTITY_CHECKS_PER_DAY = 5

/**
 * Whether the provider's check verified the player. It is the full identity verification (the document, the selfie
 * against it, and the provider's own checks of the document's data), so a verified check verifies the account whatever
 * the documents say; a later check never undoes it.
 */
export const isVerifiedByCheck = (checks: ReadonlyArray<Pick<IdentityCheck, "status">>): boolean => checks.some((c) => c.status === "verified")

/** The check the page shows: the newest one (checks come oldest first, as the server numbers them by time). */
export const latestCheck = <C extends Pick<IdentityCheck, "startedAt">>(checks: ReadonlyArray<C>): C | null =>
  checks.reduce<C | null>((latest, check) => (latest === null || check.startedAt >= latest.startedAt ? check : latest), null)

/** The latest check that has an outcome: a check started since and abandoned does not hide a refusal. */
export const latestDecidedCheck = <C extends Pick<IdentityCheck, "startedAt" | "status">>(checks: ReadonlyArray<C>): C | null =>
  latestCheck(checks.filter((c) => c.status !== "started"))

/** Where the player is sent to continue a check at the provider: the server answers a redirect to the provider's page. */
export const identityCheckContinuePath = (checkId: string): string => `/web-api/account/verification/identity-check/${encodeURIComponent(checkId)}/continue`
