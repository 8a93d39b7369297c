import type { PlainAnswer } from "./cachedAnswer"

/** What a shape's answer is at a version: the answer, or "leave it to the Effect app" (a value the contract refuses, an unknown id). */
export type KeptAnswer = PlainAnswer | "pass"

export interface VersionedAnswersLimits {
  /** Answers kept at most. */
  readonly entries: number
  /** Bytes kept at most: the bodies and the keys. */
  readonly bytes: number
}

/**
 * Answers made from one version of something that moves on (the sports line), each made, encoded and compressed once
 * per (version, shape) and then sent as the same bytes to everyone who asks that shape at that version. Every answer of
 * an older version is dropped as soon as a newer one is asked for: a version once passed is never served again. Within
 * a version the least recently sent answer goes first past `limits`, so a client varying its query string (every
 * `since` the contract takes is a shape of its own) costs what computing its answers costs, never unbounded memory.
 */
export class VersionedAnswers {
  private version = Number.NaN
  private readonly kept = new Map<string, { readonly answer: KeptAnswer; readonly size: number }>()
  private keptBytes = 0

  constructor(private readonly limits: VersionedAnswersLimits) {}

  /** The answer of `key` at `version`, made by `make` when this version has none yet. */
  answer(version: number, key: string, make: () => KeptAnswer): PlainAnswer | undefined {
    if (version !== this.version) {
      this.kept.clear()
      this.keptBytes = 0
      this.version = version
    }
    const found = this.kept.get(key)
    if (found !== undefined) {
      // Most recently sent last: the Map's order is the eviction order.
      this.kept.delete(key)
      this.kept.set(key, found)
      return found.answer === "pass" ? undefined : found.answer
    }
    const answer = make()
    const size = key.length * 2 + (answer === "pass" ? 0 : (answer.body?.byteLength ?? 0))
    if (size <= this.limits.bytes) {
      while (this.kept.size >= this.limits.entries || this.keptBytes + size > this.limits.bytes) {
        const [oldest, entry] = this.kept.entries().next().value!
        this.kept.delete(oldest)
        this.keptBytes -= entry.size
      }
      this.kept.set(key, { answer, size })
      this.keptBytes += size
    }
    return answer === "pass" ? undefined : answer
  }

  /** How many answers and bytes are kept now (an operator's view, and the tests' bound). */
  get held(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.kept.size, bytes: this.keptBytes }
  }
}
