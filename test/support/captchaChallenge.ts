import type { ProofOfWorkChallenge } from "../../src/domain/session/captcha"

/**
 * A captcha update's answer as a scripted server gives it: a challenge shaped like the real server's, with `id` as
 * its nonce (hex). Nobody solves it in unit tests: the modal's solver runs in the browser only.
 */
export const sampleCaptcha = (id: string, expiresAt = 1_900_000_300): { id: string; challenge: ProofOfWorkChallenge; expiresAt: number } => ({
  id,
  challenge: {
    parameters: { algorithm: "PBKDF2/SHA-256", nonce: id, salt: "5a".repeat(16), cost: 5000, keyLength: 32, keyPrefix: "00".repeat(16), expiresAt, data: { maxCounter: 1000 } },
    signature: "ab".repeat(32)
  },
  expiresAt
})
