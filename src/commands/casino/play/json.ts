import { Schema } from "effect"

/**
 * A game's choices as they travel and are logged: plain JSON (whole numbers, text, true/false, null, lists and
 * objects of them), so an exported log reads back into exactly the choices that were played.
 */
export type JsonValue = string | number | boolean | null | ReadonlyArray<JsonValue> | { readonly [key: string]: JsonValue }

export const JsonValue: Schema.Schema<JsonValue> = Schema.Union(
  Schema.String,
  Schema.Int,
  Schema.Boolean,
  Schema.Null,
  Schema.Array(Schema.suspend(() => JsonValue)),
  Schema.Record({ key: Schema.String, value: Schema.suspend(() => JsonValue) })
)
