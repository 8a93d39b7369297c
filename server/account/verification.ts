import { readFile } from "node:fs/promises"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { latestCheck } from "../../src/domain/account/identityCheck"
import {
  convertStatusOf,
  type DocumentKind,
  MAX_DOCUMENTS_PER_PLAYER,
  playerVerificationOf,
  type VerificationDocument,
  type VerificationState
} from "../../src/domain/account/verification"
import { DocumentLimitReached, DocumentNotFound, DocumentTypeRefused } from "../../src/domain/api/accountVerification"
import { DocumentAlreadyDecided, type OperatorDocument } from "../../src/domain/api/operator"
import { ConfigService } from "../config/service"
import { judgeDocument } from "./documentFile"
import { IdentityCheckProviders } from "./identityCheckProvider"
import { makeIdentityCheckRepo, toIdentityCheck } from "./identityCheckRepo"
import { type DocumentRow, makeVerificationRepo } from "./verificationRepo"

/** A file the multipart reader stored in its temporary folder for this request. */
export interface ReceivedFile {
  readonly name: string
  /** The type the browser declared for it. */
  readonly contentType: string
  readonly path: string
}

/**
 * The players' verification (SPEC.md 2.5): their documents and the operator's decisions on them, and the outcome of
 * their online identity checks (./identityChecks.ts), which the status reads too.
 */
export interface VerificationServiceShape {
  readonly state: (userId: number) => Effect.Effect<VerificationState>
  /**
   * Keeps the file as the player's document of `kind` when its bytes are a whole JPEG, PNG or PDF, of the type its name
   * and declared type say; pending until decided.
   */
  readonly upload: (userId: number, kind: DocumentKind, file: ReceivedFile) => Effect.Effect<VerificationState, DocumentTypeRefused | DocumentLimitReached>
  readonly document: (userId: number, id: number) => Effect.Effect<VerificationDocument, DocumentNotFound>
  /** The operator's queue (pending, oldest first) or every document. */
  readonly queue: (pendingOnly: boolean) => Effect.Effect<ReadonlyArray<OperatorDocument>>
  readonly decide: (
    id: number,
    decision: { readonly status: "verified" } | { readonly status: "rejected"; readonly reason: string }
  ) => Effect.Effect<OperatorDocument, DocumentNotFound | DocumentAlreadyDecided>
}

export class VerificationService extends Context.Tag("oddsfold/server/VerificationService")<VerificationService, VerificationServiceShape>() {}

const notFound = new DocumentNotFound({ message: "there is no such document" })

const toDocument = (row: DocumentRow): VerificationDocument => ({
  id: row.id,
  kind: row.kind,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  status: row.status,
  reason: row.reason,
  uploadedAt: row.uploaded_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null
})

const toOperatorDocument = (row: DocumentRow): OperatorDocument => ({ ...toDocument(row), userId: row.user_id })

/** The name shown back to the player: no folders, no control characters, at most 255 characters. */
export const displayName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? ""
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255)
  return clean === "" ? "document" : clean
}

export const VerificationServiceLive = Layer.effect(
  VerificationService,
  Effect.gen(function* () {
    const repo = yield* makeVerificationRepo
    const checksRepo = yield* makeIdentityCheckRepo
    const config = yield* ConfigService
    const providers = yield* IdentityCheckProviders

    const state = (userId: number) =>
      Effect.gen(function* () {
        const documents = (yield* repo.ofPlayer(userId)).map(toDocument)
        const checks = (yield* checksRepo.ofPlayer(userId)).map(toIdentityCheck)
        const { missing, status } = playerVerificationOf(documents, checks)
        return {
          status,
          missing,
          documents,
          convertStatus: convertStatusOf(status, yield* repo.hasAdditionalAccount(userId)),
          identificationEnabled: config.siteConfig().features["identification"] === true,
          identityCheckAvailable: Option.isSome(providers.current),
          identityCheck: latestCheck(checks)
        } satisfies VerificationState
      })

    const upload: VerificationServiceShape["upload"] = (userId, kind, file) =>
      Effect.gen(function* () {
        const content = yield* Effect.orDie(Effect.tryPromise(() => readFile(file.path)))
        const verdict = yield* judgeDocument(content, file)
        if (!verdict.ok) return yield* new DocumentTypeRefused({ message: verdict.reason })
        const at = new Date(yield* Clock.currentTimeMillis)
        const added = yield* repo.insertWithin({ userId, kind, fileName: displayName(file.name), contentType: verdict.type, content, at }, MAX_DOCUMENTS_PER_PLAYER)
        if (!added) return yield* new DocumentLimitReached({ message: `at most ${MAX_DOCUMENTS_PER_PLAYER} documents are kept per player` })
        return yield* state(userId)
      })

    return {
      state,
      upload,
      document: (userId, id) => Effect.flatMap(repo.ofPlayerById(userId, id), Option.match({ onNone: () => Effect.fail(notFound), onSome: (row) => Effect.succeed(toDocument(row)) })),
      queue: (pendingOnly) => Effect.map(repo.queue(pendingOnly), (rows) => rows.map(toOperatorDocument)),
      decide: (id, decision) =>
        Effect.gen(function* () {
          const at = new Date(yield* Clock.currentTimeMillis)
          const reason = decision.status === "rejected" ? decision.reason : null
          const decided = yield* repo.decide({ id, status: decision.status, reason, at })
          if (Option.isSome(decided)) return toOperatorDocument(decided.value)
          const existing = yield* repo.byId(id)
          if (Option.isNone(existing)) return yield* notFound
          return yield* new DocumentAlreadyDecided({ message: `the document is already ${existing.value.status}`, status: existing.value.status })
        })
    }
  })
)
