import { randomInt } from "node:crypto"
import { Clock, Context, Data, Duration, Effect, Layer, Option, Redacted, Schedule } from "effect"
import { renderSVG } from "uqr"
import { QR_CODE_ALPHABET, QR_CODE_LENGTH, QR_LOGIN_LIFETIME_MS, type QrLoginRefusal } from "../../src/domain/session/qrLogin"
import { randomSecret, SECRET_FORMAT, sha256Hex } from "../platform/secureRandom"
import { PURGE_INTERVAL } from "./janitor"
import { makeQrLoginRepo, type QrLoginRow } from "./qrLoginRepo"
import { ClusterLeadership } from "../platform/cluster/leadership"

/**
 * QR sign-in requests (SPEC.md 2.9 "QR login"): a ticket of 256 random bits that only the new device holds (only its
 * SHA-256 is stored), a short code of 8 symbols (~40 bits) that the approving player types or scans, two minutes of
 * life, approved once and used once.
 */

export class QrLoginRefused extends Data.TaggedError("QrLoginRefused")<{ readonly reason: QrLoginRefusal }> {}

export interface QrLoginCreated {
  readonly ticket: Redacted.Redacted<string>
  readonly code: string
  readonly expiresAt: Date
  readonly qrSvg: string
}

export interface QrLoginsShape {
  /** A new request; `approvalUrl` is the address its QR code opens, given the code. */
  readonly create: (approvalUrl: (code: string) => string) => Effect.Effect<QrLoginCreated>
  /** The signed-in player `playerId` approves the request of `code`. */
  readonly approve: (code: string, playerId: number) => Effect.Effect<void, QrLoginRefused>
  /** The new device asks: None while it waits, Some(player) once (the request is used by this answer). */
  readonly take: (ticket: Redacted.Redacted<string>) => Effect.Effect<Option.Option<number>, QrLoginRefused>
}

export class QrLogins extends Context.Tag("oddsfold/server/QrLogins")<QrLogins, QrLoginsShape>() {}

/** Expired requests are kept this long, so a late poll or approval is told "expired" rather than "unknown". */
const KEPT_AFTER_EXPIRY = Duration.days(1)

const drawCode = (): string => Array.from({ length: QR_CODE_LENGTH }, () => QR_CODE_ALPHABET[randomInt(QR_CODE_ALPHABET.length)]).join("")

/** Why a request that the conditional update did not take was refused. */
const refusalOf = (row: Option.Option<QrLoginRow>, now: Date): QrLoginRefusal | "pending" => {
  if (Option.isNone(row)) return "unknown"
  if (row.value.used_at !== null) return "used"
  if (row.value.expires_at.getTime() <= now.getTime()) return "expired"
  return row.value.approved_by !== null ? "used" : "pending"
}

export const QrLoginsLive = Layer.effect(
  QrLogins,
  Effect.gen(function* () {
    const repo = yield* makeQrLoginRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    return {
      create: (approvalUrl) =>
        Effect.gen(function* () {
          const at = yield* now
          const ticket = yield* randomSecret
          const expiresAt = new Date(at.getTime() + QR_LOGIN_LIFETIME_MS)
          // A taken code (a live or recent request has it) is drawn again; with ~40 bits that is rare indeed.
          let code = drawCode()
          while (!(yield* repo.insert({ ticketHash: sha256Hex(Redacted.value(ticket)), code, at, expiresAt }))) code = drawCode()
          return { ticket, code, expiresAt, qrSvg: renderSVG(approvalUrl(code), { ecc: "M", border: 2 }) }
        }),

      approve: (code, playerId) =>
        Effect.gen(function* () {
          const at = yield* now
          if (yield* repo.approve(code, playerId, at)) return
          const refusal = refusalOf(yield* repo.byCode(code), at)
          // A request the update did not take but that is still pending cannot be: it was approved in between.
          return yield* new QrLoginRefused({ reason: refusal === "pending" ? "used" : refusal })
        }),

      take: (ticket) =>
        Effect.gen(function* () {
          const secret = Redacted.value(ticket)
          // Not one of ours: nothing to look up.
          if (!SECRET_FORMAT.test(secret)) return yield* new QrLoginRefused({ reason: "unknown" })
          const hash = sha256Hex(secret)
          const at = yield* now
          const taken = yield* repo.take(hash, at)
          if (Option.isSome(taken)) return taken
          const refusal = refusalOf(yield* repo.byTicket(hash), at)
          if (refusal === "pending") return Option.none()
          return yield* new QrLoginRefused({ reason: refusal })
        })
    }
  })
)

/** Deletes the requests a day past their expiry, every minute. */
export const QrLoginJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const repo = yield* makeQrLoginRepo
    const purge = Effect.gen(function* () {
      yield* repo.purgeExpiredBefore(new Date((yield* Clock.currentTimeMillis) - Duration.toMillis(KEPT_AFTER_EXPIRY)))
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging old QR sign-in requests failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the QR sign-in janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
