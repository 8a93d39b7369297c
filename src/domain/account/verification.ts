import { Schema } from "effect"
import { IdentityCheck, isVerifiedByCheck, latestDecidedCheck } from "./identityCheck"

/**
 * Verification documents (SPEC.md 2.5 "verification", 3 verification_status): what a player uploads so the
 * bookmaker can check who they are, and the operator's decision. Shared by the server (limits it enforces, the
 * answer it sends) and the client (the page's rules), so both apply the same numbers.
 */

/** What a bookmaker asks for: an identity document, a selfie holding it, and a proof of address. */
export const DocumentKind = Schema.Literal("passport", "selfie", "address")
export type DocumentKind = typeof DocumentKind.Type
export const DOCUMENT_KINDS: ReadonlyArray<DocumentKind> = DocumentKind.literals

export const DocumentStatus = Schema.Literal("pending", "verified", "rejected")
export type DocumentStatus = typeof DocumentStatus.Type

/** The only types accepted, judged by the file's bytes (never by its name or the browser's word). */
export const ACCEPTED_DOCUMENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const
export const AcceptedDocumentType = Schema.Literal(...ACCEPTED_DOCUMENT_TYPES)
export type AcceptedDocumentType = typeof AcceptedDocumentType.Type

/** A phone photo or a scanned PDF fits; a larger file is refused before it is read. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

/** Documents kept per player: enough for every kind and a few new tries after refusals. */
export const MAX_DOCUMENTS_PER_PLAYER = 12

/** A refusal reason the operator writes, shown to the player as is. */
export const MAX_REASON_LENGTH = 500

/** One uploaded document as its owner sees it. Times are epoch milliseconds. */
export const VerificationDocument = Schema.Struct({
  id: Schema.Int,
  kind: DocumentKind,
  fileName: Schema.String,
  contentType: AcceptedDocumentType,
  size: Schema.Int,
  status: DocumentStatus,
  reason: Schema.NullOr(Schema.String),
  uploadedAt: Schema.Number,
  decidedAt: Schema.NullOr(Schema.Number)
})
export type VerificationDocument = typeof VerificationDocument.Type

/** Where the player stands: nothing sent yet, waiting for the operator, refused somewhere, or done. */
export const VerificationStatus = Schema.Literal("not_started", "pending", "rejected", "verified")
export type VerificationStatus = typeof VerificationStatus.Type

/**
 * SPEC.md 4 "Convert-account status": 0 not allowed, 1 main account allowed, 2 additional account allowed.
 * A player converts (moves money between their main and an additional currency account) only once verified.
 */
export const ConvertAccountStatus = Schema.Literal(0, 1, 2)
export type ConvertAccountStatus = typeof ConvertAccountStatus.Type

/** The verification page's data. */
export const VerificationState = Schema.Struct({
  status: VerificationStatus,
  /** The kinds still to be sent or sent again (not pending, not verified). */
  missing: Schema.Array(DocumentKind),
  documents: Schema.Array(VerificationDocument),
  convertStatus: ConvertAccountStatus,
  /** SPEC.md 2.5: the identification route exists only when the site enables it. */
  identificationEnabled: Schema.Boolean,
  /**
   * The online identity check (./identityCheck.ts): whether the site offers it, and the player's latest check. Absent
   * in logs written before the check existed, which read as "not offered, none".
   */
  identityCheckAvailable: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  identityCheck: Schema.optionalWith(Schema.NullOr(IdentityCheck), { default: () => null })
})
export type VerificationState = typeof VerificationState.Type

/** The latest document of each kind decides that kind (a new try replaces an older refusal). */
const latestByKind = (documents: ReadonlyArray<Pick<VerificationDocument, "id" | "kind" | "status">>) => {
  const latest = new Map<DocumentKind, DocumentStatus>()
  const newestFirst = [...documents].sort((a, b) => b.id - a.id)
  for (const document of newestFirst) {
    if (!latest.has(document.kind)) latest.set(document.kind, document.status)
  }
  return latest
}

/** A kind counts as done once any of its documents is verified; a later upload never undoes that. */
const verifiedKinds = (documents: ReadonlyArray<Pick<VerificationDocument, "kind" | "status">>) =>
  new Set(documents.filter((d) => d.status === "verified").map((d) => d.kind))

/** The kinds the player still has to send: neither verified nor waiting for the operator. */
export const missingKinds = (documents: ReadonlyArray<Pick<VerificationDocument, "id" | "kind" | "status">>): ReadonlyArray<DocumentKind> => {
  const verified = verifiedKinds(documents)
  const latest = latestByKind(documents)
  return DOCUMENT_KINDS.filter((kind) => !verified.has(kind) && latest.get(kind) !== "pending")
}

/**
 * The player's status: verified when every kind has a verified document; else pending while any kind waits for
 * the operator; else rejected when a kind's latest document was refused; else not started.
 */
export const verificationStatusOf = (documents: ReadonlyArray<Pick<VerificationDocument, "id" | "kind" | "status">>): VerificationStatus => {
  const verified = verifiedKinds(documents)
  if (DOCUMENT_KINDS.every((kind) => verified.has(kind))) return "verified"
  const open = [...latestByKind(documents)].filter(([kind]) => !verified.has(kind)).map(([, status]) => status)
  if (open.includes("pending")) return "pending"
  if (open.includes("rejected")) return "rejected"
  return "not_started"
}

/**
 * The player's status and missing kinds from both ways of verifying: a verified online check verifies the account
 * (nothing is missing then); otherwise the documents decide, except that a refused online check is the player's
 * status while no document is under review or refused on its own (the page then says why and offers both ways again).
 */
export const playerVerificationOf = (
  documents: ReadonlyArray<Pick<VerificationDocument, "id" | "kind" | "status">>,
  checks: ReadonlyArray<Pick<IdentityCheck, "status" | "startedAt">>
): { readonly status: VerificationStatus; readonly missing: ReadonlyArray<DocumentKind> } => {
  if (isVerifiedByCheck(checks)) return { status: "verified", missing: [] }
  const byDocuments = verificationStatusOf(documents)
  const refusedOnline = latestDecidedCheck(checks)?.status === "rejected"
  return { status: byDocuments === "not_started" && refusedOnline ? "rejected" : byDocuments, missing: missingKinds(documents) }
}

/**
 * SPEC.md 4 convert-account status: nothing before verification; a verified player with only a main account may
 * convert into the main account (1); with an additional currency account too (2).
 */
export const convertStatusOf = (status: VerificationStatus, hasAdditionalAccount: boolean): ConvertAccountStatus =>
  status !== "verified" ? 0 : hasAdditionalAccount ? 2 : 1

/** SPEC.md 3 user config verification_types: the kinds still wanted, by number (1 passport, 2 selfie, 3 address). */
export const VERIFICATION_TYPE_IDS: Readonly<Record<DocumentKind, number>> = { passport: 1, selfie: 2, address: 3 }

/** The user config's verification fields (SPEC.md 3) for a player's verification page state. */
export const userConfigVerification = (state: {
  readonly status: VerificationStatus
  readonly missing: ReadonlyArray<DocumentKind>
  readonly documents: ReadonlyArray<Pick<VerificationDocument, "kind" | "status">>
  readonly identificationEnabled: boolean
}) => {
  const needed = state.identificationEnabled && state.status !== "verified"
  return {
    verification_status: userConfigVerificationCode(state.status),
    verification_types: state.missing.map((kind) => VERIFICATION_TYPE_IDS[kind]),
    verification_status_group_code: state.status === "not_started" ? null : state.status,
    // The operator refused a document and the player has not sent another of that kind yet.
    requested_additional_document: state.documents.some((d) => d.status === "rejected" && state.missing.includes(d.kind)),
    is_need_identification: needed,
    show_verification_modal_on_deposit_page: needed
  }
}

/** SPEC.md 3 user config verification_status: null before any document, then 1 pending, 2 verified, 3 rejected. */
export const userConfigVerificationCode = (status: VerificationStatus): number | null =>
  status === "not_started" ? null : status === "pending" ? 1 : status === "verified" ? 2 : 3
