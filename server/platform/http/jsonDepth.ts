/**
 * How deeply a JSON text nests, counted without parsing it (strings skipped), stopping as soon as it passes
 * `limit`. A body nested thousands deep parses, but the recursive walks after parsing (decoding, formatting a
 * decode error) overflow the stack; such a body is refused before any of them runs.
 */
export const exceedsJsonDepth = (text: string, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}
