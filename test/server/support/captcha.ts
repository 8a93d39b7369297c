import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { captchaHeaderValue, type ProofOfWorkChallenge } from "../../../src/domain/session/captcha"

/** A proof of work a test solves in a millisecond: 64 counters of one PBKDF2 iteration. The rules do not depend on it. */
export const TEST_CAPTCHA_DIFFICULTY = { cost: 1, maxCounter: 64 }

export interface FetchedChallenge {
  readonly id: string
  readonly challenge: ProofOfWorkChallenge
  readonly expiresAt: number
}

/** GET update: a new challenge from the server (from `headers`' address, when given). */
export const newChallenge = async (url: string, headers: Record<string, string> = {}): Promise<FetchedChallenge> => {
  const response = await fetch(`${url}/web-api/captcha/update`, { headers })
  if (response.status !== 200) throw new Error(`captcha update answered ${response.status}`)
  return (await response.json()) as FetchedChallenge
}

/** Solves a challenge as a browser would (altcha-lib's solver, Node's PBKDF2), as the captcha header carries it. */
export const solve = async (fetched: FetchedChallenge): Promise<string> => {
  const solution = await solveChallenge({ challenge: fetched.challenge as never, deriveKey })
  if (solution === null) throw new Error("the challenge found no solution")
  return captchaHeaderValue({ challenge: fetched.challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
}

/** The captcha header of a wrong solution to the challenge: the right key with another counter. */
export const wronglySolved = async (fetched: FetchedChallenge): Promise<string> => {
  const solution = await solveChallenge({ challenge: fetched.challenge as never, deriveKey })
  if (solution === null) throw new Error("the challenge found no solution")
  return captchaHeaderValue({ challenge: fetched.challenge, solution: { counter: solution.counter + 1, derivedKey: solution.derivedKey } })
}

/** A new challenge, solved: the captcha header a person's browser would send. */
export const solvedCaptcha = async (url: string, headers: Record<string, string> = {}): Promise<string> => solve(await newChallenge(url, headers))
