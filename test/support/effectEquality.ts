import { HashMap, Option } from "effect"
import { expect } from "vitest"

/**
 * toEqual compares two HashMaps (a keyed projection's state) by their entries, each value compared deeply: a map
 * built in a batch mutation and one decoded from an export hold the same entries in different internals.
 */
expect.addEqualityTesters([
  function hashMapEntries(a: unknown, b: unknown, customTesters) {
    if (!HashMap.isHashMap(a) || !HashMap.isHashMap(b)) return undefined
    if (HashMap.size(a) !== HashMap.size(b)) return false
    for (const [key, value] of a) {
      const other = HashMap.get(b, key)
      if (Option.isNone(other) || !this.equals(value, other.value, customTesters)) return false
    }
    return true
  }
])
