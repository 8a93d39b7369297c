import { createHmac } from "node:crypto"

/** An authenticator app for the tests of two-step sign-in: RFC 6238 written out here, not the server's library. */

const base32Bytes = (text: string): Buffer => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  const bits = [...text].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("")
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
}

/** The code an authenticator app shows for `secret` (base32) at `millis`: HMAC-SHA1, 30-second steps, 6 digits. */
export const codeAt = (secret: string, millis: number): string => {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(millis / 30_000)))
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest()
  const offset = mac[19]! & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0")
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0")
