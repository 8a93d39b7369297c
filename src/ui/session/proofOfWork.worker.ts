/// <reference lib="webworker" />
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2"
import type { ProofOfWorkChallenge, ProofOfWorkSolution } from "../../domain/session/captcha"

/**
 * One solver of a proof-of-work challenge, off the page's thread: tries the counters start, start + step, ... with
 * altcha-lib's solver and WebCrypto's PBKDF2, and tells the page every few tries how many it made (its progress bar).
 */

export interface SolveRequest {
  readonly challenge: ProofOfWorkChallenge
  readonly counterStart: number
  readonly counterStep: number
}
export type SolverMessage = { readonly kind: "tried"; readonly count: number } | { readonly kind: "done"; readonly solution: ProofOfWorkSolution | null }

/** Tries between two progress messages: a few a second at the default difficulty. */
const REPORT_EVERY = 16
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (message: MessageEvent<SolveRequest>) => {
  const { challenge, counterStart, counterStep } = message.data
  let tried = 0
  const post = (body: SolverMessage) => scope.postMessage(body)
  const solution = await solveChallenge({
    challenge,
    counterStart,
    counterStep,
    timeout: 120_000,
    deriveKey: (parameters, salt, password) => {
      tried++
      if (tried % REPORT_EVERY === 0) post({ kind: "tried", count: REPORT_EVERY })
      return deriveKey(parameters, salt, password)
    }
  }).catch(() => null)
  post({ kind: "done", solution: solution === null ? null : { counter: solution.counter, derivedKey: solution.derivedKey } })
}
