import { Either, Encoding, Option, Schema } from "effect"

/**
 * The server captcha (SPEC.md 7 and 8): after repeated attempts on a guarded action the server answers 400 with one
 * of the captcha codes; the client fetches a proof-of-work challenge (ALTCHA: find the counter whose PBKDF2 key
 * starts with the challenge's prefix), solves it in the browser and sends the solution back in the captcha header.
 * Nothing to read: a person waits a second or two, a script pays the same work for every attempt. Pure rules and
 * Schemas shared by server and client.
 */

/** The codes of SPEC.md 8, and what each one means here. */
export const CaptchaCode = {
  /** Too many attempts: solve a captcha to go on (no answer was sent). */
  required: 100,
  /** The answer names no challenge the server has (unknown, already used, not signed by it, or malformed). */
  unknownChallenge: 111,
  /** The solution does not solve the challenge. */
  wrongAnswer: 112,
  /** The challenge is older than its lifetime. */
  expired: 113
} as const
export type CaptchaCode = (typeof CaptchaCode)[keyof typeof CaptchaCode]

/** Attempts on a guarded action (per subject, within the window) before a captcha is asked for. */
export const CAPTCHA_AFTER_ATTEMPTS = 3

/** Attempts are counted within this window; a quiet subject starts again from zero. */
export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000

/** A challenge may be answered this long after it was made. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000

/** POST validate's result types (SPEC.md 7): type 2 means the client must log out. */
export const CaptchaResultType = { wrong: 0, passed: 1, logOut: 2 } as const

/** Wrong answers to POST validate from one client before it is told to log out (result type 2). */
export const MAX_WRONG_CAPTCHA_ANSWERS = 5

/** Whether the next attempt of a subject with this many counted attempts needs a solved captcha. */
export const needsCaptcha = (attempts: number): boolean => attempts >= CAPTCHA_AFTER_ATTEMPTS

/** The key derivation every challenge uses: native in browsers (WebCrypto) and in Node alike. */
export const PROOF_OF_WORK_ALGORITHM = "PBKDF2/SHA-256"

const Hex = (max: number) => Schema.String.pipe(Schema.pattern(/^(?:[0-9a-f]{2})+$/), Schema.maxLength(max))
const Count = Schema.Int.pipe(Schema.between(1, 10_000_000))

/**
 * An ALTCHA challenge as the server signs it: the nonce (its id), salt, PBKDF2 cost, and the prefix the derived key
 * must start with; the signature is an HMAC of the parameters under a server secret, so none of them can be altered.
 */
export const ProofOfWorkChallenge = Schema.Struct({
  parameters: Schema.Struct({
    algorithm: Schema.Literal(PROOF_OF_WORK_ALGORITHM),
    nonce: Hex(64),
    salt: Hex(64),
    cost: Count,
    keyLength: Schema.Int.pipe(Schema.between(16, 64)),
    keyPrefix: Hex(128),
    expiresAt: Schema.optional(Schema.Int),
    /** The largest counter the server may have drawn: how far a solver may have to go, for its progress bar. */
    data: Schema.Struct({ maxCounter: Schema.Int.pipe(Schema.between(1, 0xffffffff)) })
  }),
  signature: Hex(128)
})
export type ProofOfWorkChallenge = typeof ProofOfWorkChallenge.Type

/** A solution: the counter found and the key it derives (the server derives it again). */
export const ProofOfWorkSolution = Schema.Struct({
  counter: Schema.Int.pipe(Schema.between(0, 0xffffffff)),
  derivedKey: Hex(128)
})
export type ProofOfWorkSolution = typeof ProofOfWorkSolution.Type

/** What the captcha header carries: the challenge as signed and its solution (ALTCHA's payload). */
export const ProofOfWorkPayload = Schema.Struct({ challenge: ProofOfWorkChallenge, solution: ProofOfWorkSolution })
export type ProofOfWorkPayload = typeof ProofOfWorkPayload.Type

/** A challenge's id is its nonce: random, signed, and the key the server records it under. */
export const challengeIdOf = (challenge: ProofOfWorkChallenge): string => challenge.parameters.nonce

/** The longest captcha header the server reads; a real payload is about 600 characters. */
export const MAX_CAPTCHA_HEADER_LENGTH = 2048

/** The captcha header's value: the payload as JSON in base64, as ALTCHA's widget sends it. */
export const captchaHeaderValue = (payload: ProofOfWorkPayload): string =>
  Encoding.encodeBase64(JSON.stringify(Schema.encodeSync(ProofOfWorkPayload)(payload)))

const decodePayload = Schema.decodeUnknownOption(Schema.parseJson(ProofOfWorkPayload))

/** Reads a captcha header; undefined when it cannot be one (not base64, not JSON, not a payload, too long). */
export const parseCaptchaHeader = (value: string): ProofOfWorkPayload | undefined => {
  if (value.length > MAX_CAPTCHA_HEADER_LENGTH) return undefined
  const json = Encoding.decodeBase64String(value.trim())
  return Either.isLeft(json) ? undefined : Option.getOrUndefined(decodePayload(json.right))
}
