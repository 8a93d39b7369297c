import { Redacted } from "effect"
import type { FormEvent } from "react"

/**
 * Reads the named inputs of a submitted form as Redacted values and empties them: a password or code is never React
 * state, and leaves the input as soon as it is in a command (whose log entry writes "<redacted>").
 */
export const takeSecrets = <K extends string>(event: FormEvent<HTMLFormElement>, names: ReadonlyArray<K>): Record<K, Redacted.Redacted<string>> => {
  const form = event.currentTarget
  const out = {} as Record<K, Redacted.Redacted<string>>
  for (const name of names) {
    const input = form.elements.namedItem(name)
    if (input instanceof HTMLInputElement) {
      out[name] = Redacted.make(input.value)
      input.value = ""
    } else out[name] = Redacted.make("")
  }
  return out
}
