import type { ProofOfWorkChallenge, ProofOfWorkSolution } from "../../domain/session/captcha"
import type { SolveRequest, SolverMessage } from "./proofOfWork.worker"

/** Workers that share one challenge: each tries every n-th counter. A browser on two cores gets two. */
const MAX_WORKERS = 4

/**
 * Solves a proof-of-work challenge in Web Workers (the page stays responsive): `onProgress` hears the share of the
 * counters tried so far (0 to 1, against the largest counter the server may have drawn). Answers null when no worker
 * found it (a timeout) or the signal aborted; aborting ends the workers.
 */
export const solveInWorkers = (
  challenge: ProofOfWorkChallenge,
  onProgress: (share: number) => void,
  signal: AbortSignal
): Promise<ProofOfWorkSolution | null> =>
  new Promise((resolve) => {
    const count = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 2))
    const workers = Array.from({ length: count }, () => new Worker(new URL("./proofOfWork.worker.ts", import.meta.url), { type: "module" }))
    let tried = 0
    let unfinished = count
    const finish = (solution: ProofOfWorkSolution | null) => {
      for (const worker of workers) worker.terminate()
      signal.removeEventListener("abort", abort)
      resolve(solution)
    }
    const abort = () => finish(null)
    signal.addEventListener("abort", abort)
    workers.forEach((worker, index) => {
      worker.onmessage = (message: MessageEvent<SolverMessage>) => {
        const body = message.data
        if (body.kind === "tried") {
          tried += body.count
          onProgress(Math.min(1, tried / challenge.parameters.data.maxCounter))
        } else if (body.solution !== null) finish(body.solution)
        else if (--unfinished === 0) finish(null)
      }
      worker.onerror = () => {
        if (--unfinished === 0) finish(null)
      }
      const request: SolveRequest = { challenge, counterStart: index, counterStep: count }
      worker.postMessage(request)
    })
  })
