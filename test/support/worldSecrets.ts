import { createHash } from "node:crypto"
import { Redacted } from "effect"
import { WorldSecret } from "../../server/sports/simulator/prng"

/**
 * A world secret named by `label`: the same label gives the same secret, so a test draws a world it can draw again
 * (a counterexample is kept as its label). A deployment's secret is random (server/sports/simulatedFeed.ts).
 */
export const fixedSecret = (label: string | number): WorldSecret => WorldSecret.fromText(Redacted.make(createHash("sha256").update(`test world ${label}`, "utf8").digest("base64url")))!

/** The secret of these 32 bytes (fast-check draws the bytes: they print, a secret does not). */
export const secretOfBytes = (bytes: Uint8Array): WorldSecret => WorldSecret.fromText(Redacted.make(Buffer.from(bytes).toString("base64url")))!
