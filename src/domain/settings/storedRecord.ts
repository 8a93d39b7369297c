import { Schema } from "effect"

/**
 * Reads a record kept in local storage field by field: a field that is malformed (an old version, a hand edit) is
 * dropped and keeps its default, the others survive. Anything that is not a JSON object reads as nothing stored.
 */
export const parseStoredRecord = <Fields extends Schema.Struct.Fields>(
  fields: Fields,
  text: string | undefined
): Partial<Schema.Struct.Type<Fields>> => {
  if (text === undefined) return {}
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {}
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(fields)) {
    if (!(key in raw)) continue
    const decoded = Schema.decodeUnknownOption(schema as Schema.Schema<unknown>)((raw as Record<string, unknown>)[key])
    if (decoded._tag === "Some") out[key] = decoded.value
  }
  return out as Partial<Schema.Struct.Type<Fields>>
}
